import type { TripPoint } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { MemoryOutboxStore, type PhoneTrips, type TripRecord } from './outbox-store';
import { flushOutbox, type SyncApi } from './sync';

const trip: TripRecord = {
  courier_id: 'c1',
  trip_id: 't1',
  generated_trip_id: 'g1',
  tracking_url: 'http://localhost/t?g1',
  customer_phone_number: '+525512345678',
  started_at: 100,
  arrived_at: null,
  ended_at: null,
  last_point: null,
  point_count: 0,
  distance_km: 0,
};
const point = (timestamp: number): TripPoint => ({ lat: 19.4, lng: -99.1, timestamp });
const phone: PhoneTrips = { trips: [trip], current: 'g1' };

/** A fake server that logs calls and answers from a script of failures. */
function fakeApi(failures: Array<number | null> = []) {
  const calls: string[] = [];
  const answer = async (label: string) => {
    calls.push(label);
    const status = failures.shift() ?? null;
    if (status !== null) throw new ApiError(status, `http_${status}`, 'failed');
  };
  const api: SyncApi = {
    sendPoints: (id, points) => answer(`points ${id} ${points.map((p) => p.timestamp).join(',')}`),
    arrive: (id) => answer(`arrival ${id}`),
    end: (id, notes) => answer(`end ${id} ${notes ?? ''}`.trim()),
  };
  return { api, calls };
}

async function queue(store: MemoryOutboxStore) {
  await store.enqueue([{ kind: 'point', trip: 'g1', point: point(1) }], phone);
  await store.enqueue([{ kind: 'point', trip: 'g1', point: point(2) }], phone);
  await store.enqueue([{ kind: 'arrival', trip: 'g1' }], phone);
  await store.enqueue([{ kind: 'point', trip: 'g1', point: point(3) }], phone);
  await store.enqueue([{ kind: 'end', trip: 'g1', notes: 'left at the door' }], phone);
}

describe('flushOutbox', () => {
  it('sends points and actions in the order they happened, then empties the queue', async () => {
    const store = new MemoryOutboxStore();
    await queue(store);
    const { api, calls } = fakeApi();
    expect(await flushOutbox(store, api)).toBe('empty');
    expect(calls).toEqual(['points g1 1,2', 'arrival g1', 'points g1 3', 'end g1 left at the door']);
    expect(await store.counts()).toEqual({ points: 0, total: 0 });
  });

  it('keeps everything when offline and resends it later', async () => {
    const store = new MemoryOutboxStore();
    await queue(store);
    const offline = fakeApi([0]);
    expect(await flushOutbox(store, offline.api)).toBe('offline');
    expect(await store.counts()).toEqual({ points: 3, total: 5 });
    const online = fakeApi();
    expect(await flushOutbox(store, online.api)).toBe('empty');
    expect(online.calls[0]).toBe('points g1 1,2');
  });

  it('stops on a server error after what was already sent', async () => {
    const store = new MemoryOutboxStore();
    await queue(store);
    const { api } = fakeApi([null, 503]);
    expect(await flushOutbox(store, api)).toBe('retry');
    expect(await store.counts()).toEqual({ points: 1, total: 3 });
  });

  it('drops the points of a trip the server says has ended, but still sends its actions', async () => {
    const store = new MemoryOutboxStore();
    await queue(store);
    const { api, calls } = fakeApi([409]);
    expect(await flushOutbox(store, api)).toBe('empty');
    expect(calls).toEqual(['points g1 1,2', 'arrival g1', 'end g1 left at the door']);
  });

  it("sends two open trips' interleaved points as one batch per trip, each in order", async () => {
    const store = new MemoryOutboxStore();
    for (const timestamp of [1, 2, 3]) {
      await store.enqueue(
        [
          { kind: 'point', trip: 'g1', point: point(timestamp) },
          { kind: 'point', trip: 'g2', point: point(timestamp) },
        ],
        phone,
      );
    }
    await store.enqueue([{ kind: 'arrival', trip: 'g2' }], phone);
    const { api, calls } = fakeApi();
    expect(await flushOutbox(store, api)).toBe('empty');
    expect(calls).toEqual(['points g1 1,2,3', 'points g2 1,2,3', 'arrival g2']);
  });

  it('keeps the queue when the session ended', async () => {
    const store = new MemoryOutboxStore();
    await queue(store);
    const { api } = fakeApi([401]);
    expect(await flushOutbox(store, api)).toBe('signed_out');
    expect(await store.counts()).toEqual({ points: 3, total: 5 });
  });
});

import type { TripPoint } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { MemoryOutboxStore, type PhoneTrips, type TripRecord } from './outbox-store';
import { stopEntries } from './stop-entries';
import { flushOutbox, nextSend, type OutboxItem, outcomeOf, type SyncApi } from './sync';

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
    end: (id, notes, recipient) => answer(`end ${id} ${notes ?? ''} ${recipient ?? ''}`.trim()),
    sendPhoto: (id, photo, takenAt, recipient) =>
      answer(`photo ${id} ${photo.size}B at ${takenAt} ${recipient ?? ''}`.trim()),
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

describe('the proof-of-delivery photo in the queue', () => {
  const photo = new Blob([new Uint8Array(1234)], { type: 'image/jpeg' });
  const stop = (proof: Parameters<typeof stopEntries>[2]) => stopEntries('g1', ' door ', proof, 500);

  it('queues the end alone without a photo, with the recipient named', () => {
    expect(stop({ recipientName: '  Ana ' })).toEqual([
      { kind: 'end', trip: 'g1', notes: 'door', recipient_name: 'Ana' },
    ]);
  });

  it('is kept offline, survives for the next try, and is sent once, after the stop', async () => {
    const store = new MemoryOutboxStore();
    await store.enqueue(stop({ photo, takenAt: 480, recipientName: 'Ana' }), phone);
    expect(await store.photoTrips()).toEqual(['g1']);
    const offline = fakeApi([0]);
    expect(await flushOutbox(store, offline.api)).toBe('offline');
    expect(await store.counts()).toEqual({ points: 0, total: 2 });
    const online = fakeApi();
    expect(await flushOutbox(store, online.api)).toBe('empty');
    expect(online.calls).toEqual(['end g1 door Ana', 'photo g1 1234B at 480 Ana']);
    expect(await store.photoTrips()).toEqual([]);
    expect(await flushOutbox(store, online.api)).toBe('empty');
    expect(online.calls).toHaveLength(2);
  });

  it('stays queued after a server error and goes with the next flush; a refused photo is dropped', async () => {
    const store = new MemoryOutboxStore();
    await store.enqueue(stop({ photo }), phone);
    const { api, calls } = fakeApi([null, 503]);
    expect(await flushOutbox(store, api)).toBe('retry');
    expect(await store.photoTrips()).toEqual(['g1']);
    const refused = fakeApi([400]);
    expect(await flushOutbox(store, refused.api)).toBe('empty');
    expect(await store.counts()).toEqual({ points: 0, total: 0 });
    expect(calls[1]).toBe('photo g1 1234B at 500');
  });

  it('reports a photo refused as too late (409) as dropped, not sent', async () => {
    const store = new MemoryOutboxStore();
    await store.enqueue(stop({ photo }), phone);
    const outcomes: string[] = [];
    const { api } = fakeApi([null, 409]);
    expect(await flushOutbox(store, api, (_send, outcome) => outcomes.push(outcome))).toBe('empty');
    expect(outcomes).toEqual(['sent', 'drop_batch']);
  });
});

let nextId = 1;
const queued = (trip: string, timestamp: number): OutboxItem => ({
  id: nextId++,
  kind: 'point',
  trip,
  point: { lat: 19.4, lng: -99.1, timestamp },
});
const action = (trip: string, kind: 'arrival' | 'end'): OutboxItem => ({ id: nextId++, kind, trip });

describe('nextSend', () => {
  it('has nothing to send for an empty queue', () => {
    expect(nextSend([])).toBeNull();
  });

  it('sends the points before an action, then the action alone', () => {
    const queue = [queued('a', 1), queued('a', 2), action('a', 'arrival'), queued('a', 3)];
    const first = nextSend(queue);
    expect(first).toEqual({ kind: 'points', trip: 'a', items: queue.slice(0, 2) });
    expect(nextSend(queue.slice(2))).toEqual({ kind: 'action', item: queue[2] });
  });

  it('never mixes the points of two trips in one batch', () => {
    const queue = [queued('a', 1), queued('b', 2)];
    expect(nextSend(queue)).toEqual({ kind: 'points', trip: 'a', items: [queue[0]] });
  });

  it('batches the points of one of several open trips past the others, up to its own action', () => {
    const queue = [
      queued('a', 1),
      queued('b', 1),
      queued('a', 2),
      action('b', 'arrival'),
      queued('b', 2),
      queued('a', 3),
      action('a', 'end'),
      queued('a', 4),
    ];
    expect(nextSend(queue)).toEqual({
      kind: 'points',
      trip: 'a',
      items: [queue[0], queue[2], queue[5]],
    });
    const rest = [queue[1], queue[3], queue[4], queue[6], queue[7]] as OutboxItem[];
    expect(nextSend(rest)).toEqual({ kind: 'points', trip: 'b', items: [queue[1]] });
  });

  it('caps a batch at the API limit', () => {
    const queue = Array.from({ length: 7 }, (_, index) => queued('a', index + 1));
    const send = nextSend(queue, 5);
    expect(send?.kind === 'points' && send.items.map((item) => item.id)).toEqual(
      queue.slice(0, 5).map((item) => item.id),
    );
  });
});

describe('outcomeOf', () => {
  it('removes items only after success', () => {
    expect(outcomeOf('points', null)).toBe('sent');
  });

  it('keeps items when offline, rate limited or the server fails', () => {
    for (const status of [0, 429, 500, 503]) expect(outcomeOf('points', { status })).toBe('retry');
  });

  it('drops the queued points of a trip that ended (409)', () => {
    expect(outcomeOf('points', { status: 409 })).toBe('drop_trip_points');
  });

  it('treats a 409 on arrival or end as already done', () => {
    expect(outcomeOf('action', { status: 409 })).toBe('sent');
  });

  it('drops a batch the server refuses as invalid, and everything of an unknown trip', () => {
    expect(outcomeOf('points', { status: 400 })).toBe('drop_batch');
    expect(outcomeOf('action', { status: 404 })).toBe('drop_trip');
  });

  it('keeps everything when the session ended', () => {
    expect(outcomeOf('points', { status: 401 })).toBe('signed_out');
  });
});

import type { Destination } from '@rutaviva/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courierApi } from './api';
import { learningSyncApi, tripExtras } from './trip-extras';

const destination: Destination = { lat: 19.43, lng: -99.13, source: 'customer', set_at: 1_000 };

/** localStorage as a browser has it: the store keeps what the phone learnt across reloads. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('tripExtras', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('knows nothing of a delivery it has not heard of', () => {
    expect(tripExtras.get('a')).toEqual({ destination: null, estimate: null });
  });

  it('keeps what it learnt last, from an answer or the open list', () => {
    tripExtras.learn('a', { destination: null, estimate: null });
    tripExtras.learnOpen([{ generated_trip_id: 'a', destination, estimate: null }]);
    expect(tripExtras.get('a').destination).toEqual(destination);
    expect(JSON.parse(localStorage.getItem('courier_trip_extras') ?? '{}').a.destination).toEqual(
      destination,
    );
  });

  it('answers the same object until something changes, as React needs', () => {
    tripExtras.learn('a', { destination, estimate: null });
    const first = tripExtras.get('a');
    tripExtras.learn('a', { destination, estimate: null });
    expect(tripExtras.get('a')).toBe(first);
  });

  it('forgets the deliveries no longer open on this phone', () => {
    tripExtras.learn('a', { destination, estimate: null });
    tripExtras.learn('b', { destination, estimate: null });
    tripExtras.keepOnly(['b']);
    expect(tripExtras.get('a').destination).toBeNull();
    expect(tripExtras.get('b').destination).toEqual(destination);
    tripExtras.keepOnly([]);
    expect(localStorage.getItem('courier_trip_extras')).toBeNull();
  });

  it('learns a destination the customer set later from the answer to a batch of points', async () => {
    // The request itself is the API client's; what is tested is what the queue does with its answer.
    vi.spyOn(courierApi, 'sendPoints').mockResolvedValue({
      point_count: 3,
      distance_km: 0.2,
      destination,
      estimate: null,
    });
    tripExtras.keepOnly(['a']);
    await learningSyncApi.sendPoints('a', [{ lat: 19.4, lng: -99.1, timestamp: 1_100 }]);
    expect(tripExtras.get('a').destination).toEqual(destination);
    // A batch answered after its delivery ended on this phone brings nothing back.
    await learningSyncApi.sendPoints('z', [{ lat: 19.4, lng: -99.1, timestamp: 1_100 }]);
    expect(tripExtras.get('z').destination).toBeNull();
    vi.restoreAllMocks();
  });
});

import { describe, expect, it } from 'vitest';
import { forgetPin, loadPin, savePin } from './pin-storage';

/** A Storage kept in a Map, as localStorage behaves. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const HOME = { lat: 19.4326, lng: -99.1332 };
const DAY_MS = 24 * 3600 * 1000;

describe("the customer's remembered pin", () => {
  it('is kept per tracking link and forgotten on request', () => {
    const store = memoryStore();
    savePin('trip-a', HOME, 1_000, store);
    expect(loadPin('trip-a', 2_000, store)).toEqual(HOME);
    expect(loadPin('trip-b', 2_000, store)).toBeNull();
    forgetPin('trip-a', store);
    expect(loadPin('trip-a', 2_000, store)).toBeNull();
  });

  it('is not shown after a day', () => {
    const store = memoryStore();
    savePin('old', HOME, 0, store);
    expect(loadPin('old', DAY_MS, store)).toEqual(HOME);
    expect(loadPin('old', DAY_MS + 1, store)).toBeNull();
  });

  it('ignores what is not a place, and works without storage', () => {
    const store = memoryStore();
    store.setItem('rutaviva.pin.x', '{"lat":"19","lng":-99,"saved_at":1}');
    expect(loadPin('x', 2, store)).toBeNull();
    store.setItem('rutaviva.pin.y', 'not json');
    expect(loadPin('y', 2, store)).toBeNull();
    expect(loadPin('x', 2, null)).toBeNull();
    expect(() => savePin('x', HOME, 2, null)).not.toThrow();
  });
});

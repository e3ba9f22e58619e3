import type { Place } from './pin-api';

/*
 * The server never tells the public where a delivery goes, not even the customer who set it, so
 * the page remembers its own pin to show it again after a reload. One entry per tracking link;
 * an entry is dropped when its delivery ends or the server says there is no destination, and
 * is not shown after a day (a delivery left open that long is abandoned).
 */

const PREFIX = 'rutaviva.pin.';
const KEEP_MS = 24 * 3600 * 1000;

interface Stored extends Place {
  saved_at: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or nothing where it is blocked (private modes, disabled cookies). */
function browserStore(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isPlace = (value: unknown): value is Stored => {
  const entry = value as Partial<Stored> | null;
  return (
    typeof entry?.lat === 'number' &&
    typeof entry.lng === 'number' &&
    typeof entry.saved_at === 'number' &&
    Math.abs(entry.lat) <= 90 &&
    Math.abs(entry.lng) <= 180
  );
};

function read(store: KeyValueStore, key: string): Stored | null {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? 'null');
    return isPlace(value) ? value : null;
  } catch {
    return null;
  }
}

/** The pin this browser placed for the delivery, or null. */
export function loadPin(generatedTripId: string, now = Date.now(), store = browserStore()): Place | null {
  if (!store) return null;
  const entry = read(store, PREFIX + generatedTripId);
  if (!entry || now - entry.saved_at > KEEP_MS) return null;
  return { lat: entry.lat, lng: entry.lng };
}

export function savePin(generatedTripId: string, place: Place, now = Date.now(), store = browserStore()) {
  try {
    const entry: Stored = { lat: place.lat, lng: place.lng, saved_at: now };
    store?.setItem(PREFIX + generatedTripId, JSON.stringify(entry));
  } catch {
    // A full or blocked storage only costs the pin after a reload.
  }
}

export function forgetPin(generatedTripId: string, store = browserStore()) {
  try {
    store?.removeItem(PREFIX + generatedTripId);
  } catch {
    // Nothing to forget where storage is blocked.
  }
}

import type { Place } from './pin-api';

/** How a request for the phone's position ends. */
export type Located = { kind: 'found'; place: Place } | { kind: 'denied' | 'unavailable' };

/** A phone's GPS may need a while to fix outdoors; past this the customer places the pin by hand. */
const TIMEOUT_MS = 15_000;

/**
 * Asks the browser once for a precise position. Called only from the customer's tap, so the
 * permission prompt never appears unasked.
 */
export function locate(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<Located>((resolve) => {
    if (!geolocation) {
      resolve({ kind: 'unavailable' });
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'found',
          place: { lat: position.coords.latitude, lng: position.coords.longitude },
        }),
      (error) =>
        resolve({
          // GeolocationPositionError: 1 permission denied; 2 (no fix) and 3 (too slow) read alike.
          kind: error.code === 1 ? 'denied' : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 30_000 },
    );
  });
}

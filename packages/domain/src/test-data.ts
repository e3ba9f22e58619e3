import type { CoordinatesEvent } from './wire/stream-events';

/**
 * Wire samples for tests, shared by the domain's tests and the web app's (imported as
 * `@rutaviva/domain/test-data`, never from the package's entry, so no bundle carries them).
 */

/** A batch of one point of trip t1, as the streams send it. */
export const coordinatesEventSample: CoordinatesEvent = {
  trip_id: 't1',
  generated_trip_id: 'g1',
  points: [{ lat: 1, lng: 2, timestamp: 3 }],
  point_count: 1,
  distance_km: 0,
};

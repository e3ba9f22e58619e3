import { ApiError, apiFetch } from '../../lib/api-client';

/** Where the customer says they are, in WGS 84 degrees. */
export interface Place {
  lat: number;
  lng: number;
}

/** `ended`: the delivery ended meanwhile (409 trip_ended); the page is about to show it. */
export type PinResult = 'saved' | 'ended' | 'failed';

const destinationPath = (generatedTripId: string) =>
  `/api/trips/${encodeURIComponent(generatedTripId)}/destination`;

async function send(call: () => Promise<unknown>): Promise<PinResult> {
  try {
    await call();
    return 'saved';
  } catch (error) {
    return error instanceof ApiError && error.status === 409 ? 'ended' : 'failed';
  }
}

/** PUT /api/trips/{id}/destination: the answer says only that there is a destination now. */
export const sendPin = (generatedTripId: string, place: Place) =>
  send(() => apiFetch('PUT', destinationPath(generatedTripId), { body: { lat: place.lat, lng: place.lng } }));

/** DELETE /api/trips/{id}/destination: "this is not where I am". */
export const clearPin = (generatedTripId: string) =>
  send(() => apiFetch('DELETE', destinationPath(generatedTripId)));

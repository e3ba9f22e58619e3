import {
  CoordinatesAnswerSchema,
  CourierSessionSchema,
  CourierTripAnswerSchema,
  CourierTripListSchema,
  DeliveryProofEventSchema,
  OpenTripsSchema,
  PendingDeliveriesSchema,
  RememberedDestinationSchema,
  SessionTokenSchema,
  StartedTripSchema,
  type TripPoint,
} from '@rutaviva/domain';
import type { $ZodType, output } from 'zod/v4/core';
import { apiJson, parseResponse } from '../../lib/api-client';
import { endSessionByServer, readSession } from './session';

export { ApiError } from '../../lib/api-client';

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Calls the API as the signed-in courier (unless `signedIn` is false, as for login) and checks
 * the answer against its wire schema.
 */
async function request<S extends $ZodType>(
  schema: S,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signedIn = true,
): Promise<output<S>> {
  // API contract: a 401 on a courier call means the token is no longer good (or the courier was deactivated).
  const auth = signedIn ? { token: readSession()?.jwt_token, onUnauthorized: endSessionByServer } : {};
  return parseResponse(schema, await apiJson(method, path, { body, ...auth }));
}

export const courierApi = {
  login: (username: string, password: string) =>
    request(CourierSessionSchema, 'POST', '/api/courier/login', { username, password }, false),
  /**
   * With `endOpenTrips`, the courier's open deliveries end first instead of a 409 open_trip_exists;
   * `destination` is the remembered one the courier confirmed (issue 15); `apiDeliveryId` a
   * pending delivery another system created (issue 16), which brings its own destination.
   */
  startTrip: (
    customerPhoneNumber: string,
    endOpenTrips = false,
    destination?: LatLng,
    apiDeliveryId?: string,
  ) =>
    request(StartedTripSchema, 'POST', '/api/trips', {
      customer_phone_number: customerPhoneNumber,
      ...(endOpenTrips ? { end_open_trips: true } : {}),
      ...(apiDeliveryId
        ? { api_delivery_id: apiDeliveryId }
        : destination
          ? { destination: { lat: destination.lat, lng: destination.lng } }
          : {}),
    }),
  /** Issue 16: deliveries other systems created that this courier may start with one tap. */
  pendingDeliveries: () => request(PendingDeliveriesSchema, 'GET', '/api/courier/pending_deliveries'),
  /** Issue 15: where the business last delivered to this number, to propose it again. */
  rememberedDestination: (customerPhoneNumber: string) =>
    request(
      RememberedDestinationSchema,
      'GET',
      `/api/courier/remembered_destination?customer_phone_number=${encodeURIComponent(customerPhoneNumber)}`,
    ),
  openTrips: () => request(OpenTripsSchema, 'GET', '/api/courier/open_trips'),
  sendPoints: (generatedTripId: string, points: TripPoint[]) =>
    request(
      CoordinatesAnswerSchema,
      'POST',
      `/api/trips/${encodeURIComponent(generatedTripId)}/coordinates`,
      {
        points,
      },
    ),
  arrive: (generatedTripId: string) =>
    request(CourierTripAnswerSchema, 'POST', `/api/trips/${encodeURIComponent(generatedTripId)}/arrival`),
  end: (generatedTripId: string, notes?: string, recipientName?: string) =>
    request(CourierTripAnswerSchema, 'POST', `/api/trips/${encodeURIComponent(generatedTripId)}/end`, {
      ...(notes ? { delivery_user_notes: notes } : {}),
      ...(recipientName ? { recipient_name: recipientName } : {}),
    }),
  /** The photo's bytes are the body; sending the same photo again is stored once by the server. */
  sendPhoto: (generatedTripId: string, photo: Blob, takenAt: number, recipientName?: string) => {
    const query = new URLSearchParams({ taken_at: String(takenAt) });
    if (recipientName) query.set('recipient_name', recipientName);
    return request(
      DeliveryProofEventSchema,
      'POST',
      `/api/trips/${encodeURIComponent(generatedTripId)}/photo?${query}`,
      photo,
    );
  },
  /** Every other session of the courier ends; the answer's token keeps this phone signed in. */
  changePassword: (input: { current_password: string; password: string; password_repeat: string }) =>
    request(SessionTokenSchema, 'POST', '/api/courier/password', input),
  /** Trips since this phone's midnight: the business's local day, as the phone is where it works. */
  tripsToday: () => {
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    return request(
      CourierTripListSchema,
      'GET',
      `/api/courier/trips?since=${Math.floor(midnight.getTime() / 1000)}`,
    );
  },
};

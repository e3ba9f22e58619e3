import type { EndedByRole, OpenTrips, StartedTrip, TripPoint } from '@rutaviva/domain';
import { apiJson } from '../../lib/api-client';
import { type CourierSession, endSessionByServer, readSession } from './session';

export { ApiError } from '../../lib/api-client';

/** A trip as GET /api/courier/trips lists it (API.md field names, times in unix seconds). */
export interface CourierTrip {
  trip_id: string;
  generated_trip_id: string;
  start_time: number;
  arrived_time: number | null;
  end_time: number | null;
  customer_phone_number: string;
  distance_km: number;
  valid: boolean;
  tracking_url: string;
  status: 'in_progress' | 'ended' | 'abandoned';
  ended_by_role: EndedByRole | null;
  ended_by_name: string | null;
}

/** Calls the API as the signed-in courier (unless `signedIn` is false, as for login). */
function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, signedIn = true): Promise<T> {
  // API contract: a 401 on a courier call means the token is no longer good (or the courier was deactivated).
  return signedIn
    ? apiJson<T>(method, path, { body, token: readSession()?.jwt_token, onUnauthorized: endSessionByServer })
    : apiJson<T>(method, path, { body });
}

export const courierApi = {
  login: (username: string, password: string) =>
    request<CourierSession>('POST', '/api/courier/login', { username, password }, false),
  /** With `endOpenTrips`, the courier's open deliveries end first instead of a 409 open_trip_exists. */
  startTrip: (customerPhoneNumber: string, endOpenTrips = false) =>
    request<StartedTrip>('POST', '/api/trips', {
      customer_phone_number: customerPhoneNumber,
      ...(endOpenTrips ? { end_open_trips: true } : {}),
    }),
  openTrips: () => request<OpenTrips>('GET', '/api/courier/open_trips'),
  sendPoints: (generatedTripId: string, points: TripPoint[]) =>
    request<{ point_count: number; distance_km: number }>(
      'POST',
      `/api/trips/${encodeURIComponent(generatedTripId)}/coordinates`,
      { points },
    ),
  arrive: (generatedTripId: string) =>
    request<CourierTrip>('POST', `/api/trips/${encodeURIComponent(generatedTripId)}/arrival`),
  end: (generatedTripId: string, notes?: string) =>
    request<CourierTrip>(
      'POST',
      `/api/trips/${encodeURIComponent(generatedTripId)}/end`,
      notes ? { delivery_user_notes: notes } : {},
    ),
  /** Every other session of the courier ends; the answer's token keeps this phone signed in. */
  changePassword: (input: { current_password: string; password: string; password_repeat: string }) =>
    request<{ jwt_token: string }>('POST', '/api/courier/password', input),
  /** Trips since this phone's midnight: the business's local day, as the phone is where it works. */
  tripsToday: () => {
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    return request<{ data: CourierTrip[] }>(
      'GET',
      `/api/courier/trips?since=${Math.floor(midnight.getTime() / 1000)}`,
    );
  },
};

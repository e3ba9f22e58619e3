import type { EndedByRole, OpenTrips, StartedTrip, TripPoint } from '@rutaviva/domain';
import { type CourierSession, endSessionByServer, readSession } from './session';

/** A failed call: status 0 with code network_error when the request never reached the server. */
export class CourierApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, { code?: string }>;
  /** The whole `error` object of the answer, for codes that carry more (open_trip_exists). */
  readonly body: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, { code?: string }> = {},
    body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CourierApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

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

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;

/** Calls the API as the signed-in courier (unless `signedIn` is false, as for login). */
async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, signedIn = true): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = signedIn ? readSession()?.jwt_token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CourierApiError(0, 'network_error', 'Network error');
  }
  const text = await response.text().catch(() => '');
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (response.ok) return payload as T;

  const error = (payload as ErrorBody)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${response.status}`;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as CourierApiError['fields']) : {};
  // API contract: a 401 on a courier call means the token is no longer good (or the courier was deactivated).
  if (response.status === 401 && signedIn) endSessionByServer();
  throw new CourierApiError(
    response.status,
    code,
    typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
    fields,
    error && typeof error === 'object' ? (error as Record<string, unknown>) : {},
  );
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

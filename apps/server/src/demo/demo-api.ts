import type { Courier, CourierCreate, Session, SignupInput, SubscriptionOverview } from '@rutaviva/domain';
import type { DemoHistoryAnswer } from '../modules/demo-history/demo-history.presenters';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export interface ApiErrorBody {
  error?: { code?: string; message?: string };
}

export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'DemoApiError';
  }
}

export interface StartedTrip {
  trip_id: string;
  generated_trip_id: string;
  tracking_url: string;
}

export interface DemoPoint {
  lat: number;
  lng: number;
  timestamp: number;
}

/** The few calls of the public API (API.md) the demo makes, as any client would. */
export class DemoApi {
  constructor(readonly baseUrl: string) {}

  login(email: string, password: string) {
    return this.call<Session>('POST', '/api/login', { email, password });
  }

  signup(input: SignupInput) {
    return this.call<Session>('POST', '/api/signup', input);
  }

  /** The sandbox's card entry: a test card number becomes a payment method id. */
  sandboxCard(token: string, number: string) {
    return this.call<{ id: string }>(
      'POST',
      '/api/sandbox/payment_methods',
      { number, exp_month: 12, exp_year: 2040, cvc: '123' },
      token,
    );
  }

  addCard(token: string, paymentMethodId: string) {
    return this.call<unknown>('POST', '/api/payment_methods', { payment_method_id: paymentMethodId }, token);
  }

  subscription(token: string) {
    return this.call<{ data: SubscriptionOverview }>('GET', '/api/subscriptions', undefined, token);
  }

  subscribe(token: string, plan: 'whatsapp' | 'sms', confirmedPriceMinor: number) {
    return this.call<unknown>(
      'POST',
      '/api/subscriptions',
      { plan, confirmed_price_minor: confirmedPriceMinor },
      token,
    );
  }

  /** Ends the trial now and pays the first month (PATCH /api/subscriptions). */
  endTrial(token: string) {
    return this.call<unknown>('PATCH', '/api/subscriptions', { action: 'end_trial' }, token);
  }

  courierLogin(username: string, password: string) {
    return this.call<{ jwt_token: string; courier: Courier }>('POST', '/api/courier/login', {
      username,
      password,
    });
  }

  team(admin: string) {
    return this.call<{ data: Courier[] }>('GET', '/api/team', undefined, admin);
  }

  createCourier(admin: string, courier: CourierCreate) {
    return this.call<Courier>('POST', '/api/team', courier, admin);
  }

  updateCourier(admin: string, patch: { id: string; active?: boolean }) {
    return this.call<Courier>('PUT', '/api/team', patch, admin);
  }

  /** A demo stopped by force (kill, crash) leaves trips open: the next run ends them, like a courier would. */
  startTrip(courier: string, customerPhone: string) {
    return this.ok(
      this.call<StartedTrip>(
        'POST',
        '/api/trips',
        { customer_phone_number: customerPhone, end_open_trips: true },
        courier,
      ),
    );
  }

  addPoints(courier: string, tripId: string, points: DemoPoint[]) {
    return this.ok(
      this.call<{ point_count: number; distance_km: number }>(
        'POST',
        `/api/trips/${encodeURIComponent(tripId)}/coordinates`,
        { points },
        courier,
      ),
    );
  }

  arrive(courier: string, tripId: string) {
    return this.ok(this.call('POST', `/api/trips/${encodeURIComponent(tripId)}/arrival`, {}, courier));
  }

  end(courier: string, tripId: string, notes?: string) {
    const body = notes ? { delivery_user_notes: notes } : {};
    return this.ok(this.call('POST', `/api/trips/${encodeURIComponent(tripId)}/end`, body, courier));
  }

  /** Development servers only: fills the demo business's last 30 days (seconds, not minutes). */
  fillHistory(admin: string) {
    return this.call<DemoHistoryAnswer>('POST', '/api/dev/demo_history', {}, admin, 120_000);
  }

  /** Any answer, successful or not; throws only when the server cannot be reached. */
  async call<T>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    timeoutMs = 15_000,
  ): Promise<ApiAnswer<T & ApiErrorBody>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new DemoApiError(0, 'unreachable', `${this.baseUrl} cannot be reached (${reason})`);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T & ApiErrorBody };
  }

  /** The body of a 2xx answer; anything else becomes a DemoApiError. */
  private async ok<T>(answer: Promise<ApiAnswer<T & ApiErrorBody>>): Promise<T> {
    const { status, body } = await answer;
    if (status >= 200 && status < 300) return body;
    throw new DemoApiError(
      status,
      body.error?.code,
      `${status} ${body.error?.code ?? ''} ${body.error?.message ?? ''}`.trim(),
    );
  }
}

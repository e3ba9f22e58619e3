export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave our webhook: its verification call checks events against it. */
  webhookId: string;
  /** PayPal's plan id of each of our prices, by `plan:market` (e.g. `whatsapp:MX`). */
  plans: Record<string, string>;
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or a local stand-in in tests. */
  apiUrl: string;
  /** One request's limit; unset, 15 s. */
  timeoutMs?: number;
}

/** PayPal did not answer, or answered with an error: our callers turn it into a 503. */
export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;
/** A token is renewed this long before PayPal says it expires, so no call carries a stale one. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal's REST API with fetch: an OAuth2 client-credentials token, kept until shortly before
 * it expires, on every call; creates carry PayPal-Request-Id so a retried call creates once.
 */
export class PayPalClient {
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly settings: PayPalSettings,
    /** The wall clock, not the app's: a token expires on PayPal's time, whatever ours says. */
    private readonly now: () => number = Date.now,
  ) {}

  async request<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    options: { body?: unknown; requestId?: string } = {},
  ): Promise<T> {
    const token = await this.accessToken();
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    const response = await this.fetch(`${this.settings.apiUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (response.status === 401) this.token = null;
    const text = await response.text();
    if (!response.ok)
      throw new PayPalError(`PayPal ${method} ${path}: ${response.status} ${text}`, response.status);
    return (text ? JSON.parse(text) : {}) as T;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    // One token request at a time: calls that start together share it.
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await this.fetch(`${this.settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PayPalError(`PayPal token: ${response.status}`, response.status);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PayPalError('PayPal token: no access_token', response.status);
    const lifetimeMs = (body.expires_in ?? 0) * 1000;
    this.token = { value: body.access_token, expiresAt: this.now() + lifetimeMs - TOKEN_MARGIN_MS };
    return body.access_token;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new PayPalError(`PayPal unreachable: ${(error as Error).message}`, null);
    }
  }
}

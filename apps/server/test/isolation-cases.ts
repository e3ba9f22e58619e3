import type { TestContext } from './context';
import { SALESPERSON_PASSWORD } from './sales';
import { CANARY, type Tenant, type Tenants, type TokenName } from './tenants';

/*
 * Issue 17's isolation cases: one entry per route of the app's route table, keyed by its
 * `route.key`. Each says how tenant A calls the route with tenant B's ids (path, query, body) and
 * what A must be answered. The suite sends each request once per token type of A (and once
 * without any); it fails on a route without an entry and on an entry without a route.
 */

export interface CaseRequest {
  method: string;
  url: string;
  payload?: unknown;
  /** Headers besides the token's (a content type, an idempotency key). */
  headers?: Record<string, string>;
  /** The caller's address (default: loopback, as app.inject sends). */
  remoteAddress?: string;
  /** This request's own statuses for a token the route takes, instead of the case's. */
  accepted?: number[];
  /** This request's statuses per caller, instead of the rule. */
  byCaller?: Partial<Record<Caller, number[]>>;
  /** B's values this answer may show (the public link's own trip). */
  allows?: string[];
  /** What the answer's body must match besides (a check answered 200 that must say no). */
  bodyMatches?: RegExp;
}

export type Caller = TokenName | 'none';

export interface RouteCase {
  /**
   * foreign: the request names B's data; a token the route takes is answered 404.
   * token: the tenant comes from the token alone; the answer is A's own, never B's.
   * public: anyone may call it; `why` says why and `allows` what of B it may show.
   */
  kind: 'foreign' | 'token' | 'public';
  why: string;
  requests: (t: Tenants, ctx: TestContext) => CaseRequest[];
  /** The statuses a token the route takes (or anyone, on a public route) is answered with. */
  accepted: number[];
  /** Per caller, statuses that replace the rule (a session a public route also reads). */
  byCaller?: Partial<Record<Caller, number[]>>;
  /** B's values the answer may show (a name B typed into the request itself). */
  allows?: (t: Tenants) => string[];
  /** Sent after every other case: it ends A's sessions. */
  last?: boolean;
}

const day = (ctx: TestContext) => ctx.clock.now().toISOString().slice(0, 10);
const period = (ctx: TestContext) => `start_date=${day(ctx)}&end_date=${day(ctx)}&tz=UTC`;

const get = (url: string): CaseRequest => ({ method: 'GET', url });
const send = (method: string, url: string, payload: unknown = {}): CaseRequest => ({ method, url, payload });

const foreign = (
  why: string,
  requests: RouteCase['requests'],
  extra: Partial<RouteCase> = {},
): RouteCase => ({
  kind: 'foreign',
  why,
  requests,
  accepted: [404],
  ...extra,
});

const tokenScoped = (
  why: string,
  requests: RouteCase['requests'],
  accepted: number[],
  extra: Partial<RouteCase> = {},
): RouteCase => ({ kind: 'token', why, requests, accepted, ...extra });

const publicRoute = (
  why: string,
  requests: RouteCase['requests'],
  accepted: number[],
  extra: Partial<RouteCase> = {},
): RouteCase => ({ kind: 'public', why, requests, accepted, ...extra });

/**
 * The trip's own values a holder of its public link sees (PublicTripSchema): its ids, the
 * business's name and id (for its branding), its branch, its courier's first name and own phone.
 */
const linkShows = (b: Tenant, trip: 'ended' | 'running') => {
  const courier = trip === 'ended' ? 0 : 1;
  const phone = CANARY.courierPhone.replace(/\D/g, '');
  return [
    b[trip].generated_trip_id,
    b[trip].trip_id,
    CANARY.company,
    b.admin.business_id,
    CANARY.courierFirstNames[courier] as string,
    ...(trip === 'ended' ? [CANARY.courierPhone, phone, `52${phone}`] : [CANARY.branch]),
  ];
};

export const ISOLATION_CASES: Record<string, RouteCase> = {
  // ---- API keys (admin session only)
  'DELETE /api/api_keys/:id': foreign("B's key id", ({ b }) => [
    send('DELETE', `/api/api_keys/${b.readKey.id}`),
  ]),
  'GET /api/api_keys': tokenScoped("the admin's business's keys", () => [get('/api/api_keys')], [200]),
  'PATCH /api/api_keys/:id': foreign("B's key id", ({ b }) => [
    send('PATCH', `/api/api_keys/${b.readKey.id}`, { name: 'Renamed by A' }),
  ]),
  'POST /api/api_keys': tokenScoped(
    'a key of the caller’s business only',
    () => [send('POST', '/api/api_keys', { name: 'A minted', scopes: ['read'] })],
    [201],
  ),

  // ---- billing (admin session; the business comes from the token)
  'DELETE /api/payment_methods': foreign("B's card", ({ b }) => [
    { method: 'DELETE', url: `/api/payment_methods?payment_method_id=${encodeURIComponent(b.cardId)}` },
  ]),
  'GET /api/account_subscription': tokenScoped(
    "the admin's own account",
    () => [get('/api/account_subscription')],
    [200],
  ),
  'GET /api/charges': tokenScoped("the admin's own charges", () => [get('/api/charges')], [200]),
  'GET /api/invoices': foreign("B's subscription id in the query", ({ b }) => [
    get(`/api/invoices?subscription_id=${b.subscriptionId}`),
  ]),
  'GET /api/payment_customers': tokenScoped(
    "the admin's own customer",
    () => [get('/api/payment_customers')],
    [200],
  ),
  'GET /api/payment_methods': tokenScoped(
    "the admin's own cards",
    () => [get('/api/payment_methods')],
    [200],
  ),
  'GET /api/sub_banner': tokenScoped("the admin's own banner", () => [get('/api/sub_banner')], [200]),
  'GET /api/subscriptions': tokenScoped(
    "the admin's own subscription",
    () => [get('/api/subscriptions')],
    [200],
  ),
  'PATCH /api/invoices': foreign("B's invoice id", ({ b }) => [
    send('PATCH', '/api/invoices', { invoice_id: b.invoiceId, action: 'pay' }),
  ]),
  'PATCH /api/subscriptions': tokenScoped(
    "changes the admin's own subscription: B's id cannot be named (an unknown field)",
    ({ b }) => [send('PATCH', '/api/subscriptions', { subscription_id: b.subscriptionId, action: 'cancel' })],
    [400],
  ),
  'POST /api/invoices': foreign("B's subscription id", ({ b }) => [
    send('POST', '/api/invoices', { subscription_id: b.subscriptionId }),
  ]),
  'POST /api/payment_customers': tokenScoped(
    "the admin's own payment customer (B's card cannot be named)",
    ({ b }) => [send('POST', '/api/payment_customers', { payment_method_id: b.cardId })],
    [200],
  ),
  'POST /api/payment_methods': foreign(
    "B's saved card id where a new card's token goes: refused as not a token (400) or not found",
    ({ b }) => [send('POST', '/api/payment_methods', { payment_method_id: b.cardId })],
    { accepted: [400, 404] },
  ),
  'POST /api/paypal/subscriptions': tokenScoped(
    "the admin's own checkout (PayPal is not configured for tests: 409 paypal_unavailable)",
    () => [send('POST', '/api/paypal/subscriptions', { plan: 'whatsapp', confirmed_price_minor: 1 })],
    [409],
  ),
  'POST /api/paypal/subscriptions/confirm': foreign(
    "B's subscription id",
    ({ b }) => [send('POST', '/api/paypal/subscriptions/confirm', { subscription_id: b.subscriptionId })],
    { accepted: [404, 409] },
  ),
  'POST /api/sandbox/payment_methods': tokenScoped(
    'the sandbox tokenizes a card; nothing of a business',
    () => [
      send('POST', '/api/sandbox/payment_methods', {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
      }),
    ],
    [201],
  ),
  'POST /api/subscriptions': tokenScoped(
    "starts the admin's own subscription (a price not confirmed: 409 price_changed)",
    () => [send('POST', '/api/subscriptions', { plan: 'whatsapp', confirmed_price_minor: 1 })],
    [409],
  ),
  'PUT /api/payment_customers': foreign("B's card made the default", ({ b }) => [
    send('PUT', '/api/payment_customers', { payment_method_id: b.cardId, desired_action: 'make_default' }),
  ]),
  'POST /api/webhooks/stripe': publicRoute(
    "the payment provider's callback: only a correctly signed body is read",
    ({ b }) => [
      {
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: JSON.stringify({
          type: 'invoice.paid',
          data: { object: { subscription: b.subscriptionId } },
        }),
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      },
    ],
    [400],
  ),

  // ---- business, branding, onboarding, demo
  'GET /api/business': foreign("B's business id in the query", ({ b }) => [
    get(`/api/business?business_id=${b.admin.business_id}`),
  ]),
  'PATCH /api/business': tokenScoped(
    "changes the admin's own business; B's id in the body is an unknown field",
    ({ b }) => [
      send('PATCH', '/api/business', { business_id: b.admin.business_id, allow_several_trips: true }),
    ],
    [400],
  ),
  'POST /api/business/onboarding': tokenScoped(
    "the admin's own onboarding",
    ({ b }) => [
      send('POST', '/api/business/onboarding', { step: 'branding', business_id: b.admin.business_id }),
    ],
    [400],
  ),
  'GET /api/brandings': publicRoute(
    "the tracking page's colours and logo, read by business id before any session exists; shows nothing else",
    ({ b }) => [get(`/api/brandings?business_id=${b.admin.business_id}`)],
    [200],
    { allows: ({ b }) => [b.admin.business_id] },
  ),
  'PATCH /api/brandings': tokenScoped(
    "the admin's own branding; B's id in the body is an unknown field",
    ({ b }) => [
      send('PATCH', '/api/brandings', { business_id: b.admin.business_id, header_color: '#000000' }),
    ],
    [400],
  ),
  'POST /api/brandings': tokenScoped(
    "the admin's own logo (an empty form is refused)",
    () => [
      {
        method: 'POST',
        url: '/api/brandings',
        payload: '--x\r\nContent-Disposition: form-data; name="business_id"\r\n\r\nzz\r\n--x--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
    ],
    [400],
  ),
  'GET /api/demo_sms': tokenScoped("the admin's own demo message", () => [get('/api/demo_sms')], [200]),
  'POST /api/demo_sms': tokenScoped(
    "sends the demo to the admin's own phone",
    ({ b }) => [send('POST', '/api/demo_sms', { cell_phone: b.admin.business_id })],
    [400],
  ),
  'POST /api/dev/demo_history': tokenScoped(
    'development only: 404 for a test app',
    () => [send('POST', '/api/dev/demo_history')],
    [404],
  ),
  'GET /api/dev/outbox': publicRoute(
    'development and test only (never registered in production). From the machine itself it is the ' +
      "developer's whole outbox; from any other address only an admin sees it, their own business's messages alone",
    () => [{ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' }],
    [404],
    { byCaller: { admin: [200] } },
  ),

  // ---- couriers (courier session)
  'GET /api/courier/open_trips': tokenScoped(
    "the courier's own open trips",
    () => [get('/api/courier/open_trips')],
    [200],
  ),
  'GET /api/courier/pending_deliveries': tokenScoped(
    "the deliveries waiting for the courier's own business",
    () => [get('/api/courier/pending_deliveries')],
    [200],
  ),
  'GET /api/courier/remembered_destination': tokenScoped(
    "a destination of the courier's own business's ended trips, looked up by B's customer phone",
    () => [get('/api/courier/remembered_destination?customer_phone_number=55%209922%203344')],
    [200],
  ),
  'GET /api/courier/trips': tokenScoped("the courier's own trips", () => [get('/api/courier/trips')], [200]),
  'POST /api/courier/login': publicRoute(
    'the courier signs in; B’s username with a wrong password is refused like an unknown one',
    ({ b }) => [
      send('POST', '/api/courier/login', { username: b.couriers[0].courier.username, password: 'nope-nope' }),
    ],
    [401],
    { allows: ({ b }) => [b.couriers[0].courier.username] },
  ),
  'POST /api/courier/password': tokenScoped(
    "changes the courier's own password (a wrong current one is refused)",
    () => [
      send('POST', '/api/courier/password', {
        current_password: 'not-the-password',
        password: 'another-pass-1',
        password_repeat: 'another-pass-1',
      }),
    ],
    [400],
  ),

  // ---- team (admin session; read also with an API key)
  'GET /api/team': foreign("B's branch id as the filter", ({ b }) => [
    get(`/api/team?branch_id=${b.branches[1]}`),
  ]),
  'POST /api/team': foreign("a courier of A's in B's branch: 404 branch_not_found", ({ b }) => [
    send('POST', '/api/team', {
      name: 'Intruso',
      last_name: 'A',
      cell_phone: '55 1234 0000',
      username: `intruso.${Date.now()}`,
      password: 'courier-pass',
      branch_id: b.branches[0],
    }),
  ]),
  'PUT /api/team': foreign("B's courier id (and B's branch)", ({ a, b }) => [
    send('PUT', '/api/team', { id: b.couriers[0].courier.id, name: 'Renamed' }),
    send('PUT', '/api/team', { id: a.couriers[0].courier.id, branch_id: b.branches[0] }),
  ]),
  'POST /api/team/:courier_id/invitations': foreign("B's courier id", ({ b }) => [
    send('POST', `/api/team/${b.couriers[0].courier.id}/invitations`, { channel: 'sms' }),
  ]),

  // ---- trips
  'POST /api/trips': tokenScoped(
    "a courier starts a trip of the courier's own business (nothing of B can be named)",
    ({ b }) => [
      send('POST', '/api/trips', { customer_phone_number: '55 1200 3400', business_id: b.admin.business_id }),
    ],
    [400],
  ),
  'GET /api/trips': foreign("B's branch and courier ids as filters", ({ b }, ctx) => [
    get(`/api/trips?${period(ctx)}&branch_id=${b.branches[0]}`),
    get(`/api/trips?${period(ctx)}&courier_id=${b.couriers[0].courier.id}`),
  ]),
  'GET /api/trips/export.csv': foreign("B's branch and courier ids as filters", ({ b }, ctx) => [
    get(`/api/trips/export.csv?${period(ctx)}&branch_id=${b.branches[0]}`),
    get(`/api/trips/export.csv?${period(ctx)}&courier_id=${b.couriers[0].courier.id}`),
  ]),
  'GET /api/reports/daily': foreign("B's branch and courier ids as filters", ({ b }, ctx) => [
    get(`/api/reports/daily?${period(ctx)}&branch_id=${b.branches[0]}`),
    get(`/api/reports/daily?${period(ctx)}&courier_id=${b.couriers[0].courier.id}`),
  ]),
  'GET /api/reviews': foreign("B's branch and courier ids as filters", ({ b }, ctx) => [
    get(`/api/reviews?${period(ctx)}&branch_id=${b.branches[0]}`),
    get(`/api/reviews?${period(ctx)}&courier_id=${b.couriers[0].courier.id}`),
  ]),
  'GET /api/monitor/couriers': foreign("B's branch id as the filter", ({ b }) => [
    get(`/api/monitor/couriers?branch_id=${b.branches[0]}`),
  ]),
  'GET /api/trips/:generated_trip_id/route': foreign("B's trip", ({ b }) => [
    get(`/api/trips/${b.ended.generated_trip_id}/route`),
    get(`/api/trips/${b.running.generated_trip_id}/route`),
  ]),
  'POST /api/trips/:generated_trip_id/admin_end': foreign("B's running trip", ({ b }) => [
    send('POST', `/api/trips/${b.running.generated_trip_id}/admin_end`),
  ]),
  'POST /api/trips/:generated_trip_id/arrival': foreign("B's running trip", ({ b }) => [
    send('POST', `/api/trips/${b.running.generated_trip_id}/arrival`),
  ]),
  'POST /api/trips/:generated_trip_id/end': foreign("B's running trip", ({ b }) => [
    send('POST', `/api/trips/${b.running.generated_trip_id}/end`),
  ]),
  'POST /api/trips/:generated_trip_id/coordinates': foreign("B's running trip", ({ b }, ctx) => [
    send('POST', `/api/trips/${b.running.generated_trip_id}/coordinates`, {
      points: [{ lat: 19.5, lng: -99.2, timestamp: ctx.clock.seconds() }],
    }),
  ]),
  'POST /api/trips/:generated_trip_id/photo': foreign("B's running trip", ({ b }) => [
    {
      method: 'POST',
      url: `/api/trips/${b.running.generated_trip_id}/photo`,
      payload: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      headers: { 'content-type': 'image/jpeg' },
    },
  ]),
  'GET /api/trips/:generated_trip_id': publicRoute(
    'the customer’s tracking page: the unguessable link is the permission. It shows that trip alone: ' +
      "the customer's phone masked, the courier's first name and own phone, no review text, no other trip of B",
    ({ b }) => [
      { ...get(`/api/trips/${b.ended.generated_trip_id}`), allows: linkShows(b, 'ended') },
      { ...get(`/api/trips/${b.running.generated_trip_id}`), allows: linkShows(b, 'running') },
    ],
    [200],
  ),
  'GET /api/trips/:generated_trip_id/stream': publicRoute(
    "the tracking page's stream, by its link (an unknown link: 404); tenant-isolation-reads.test.ts " +
      "checks that A's trip stream carries nothing of B's while B's couriers work",
    () => [get('/api/trips/not-a-trip-of-anyone/stream')],
    [404],
  ),
  'GET /api/trips/:generated_trip_id/photo': publicRoute(
    'the delivery photo, on the tracking page by its link once the business shows photos to customers; ' +
      "B does not (the default), so B's photo is nobody's but B's: 404 to anyone else, A's sessions included",
    ({ b }) => [get(`/api/trips/${b.ended.generated_trip_id}/photo`)],
    [404],
  ),
  'PATCH /api/trips/:generated_trip_id': publicRoute(
    "the customer's review by the link (B's trip is already reviewed: refused); an admin's notes need " +
      "the admin's own trip; another token is refused",
    ({ b }) => [
      {
        ...send('PATCH', `/api/trips/${b.ended.generated_trip_id}`, {
          trip: { rating: 1, selected: [], remarks: 'x', improvement: 'x' },
        }),
        byCaller: { admin: [400] },
      },
      {
        ...send('PATCH', `/api/trips/${b.ended.generated_trip_id}`, { trip: { admin_notes: 'A was here' } }),
        byCaller: { admin: [404], none: [400, 409] },
      },
    ],
    [401, 403],
    { byCaller: { none: [409] } },
  ),
  'PUT /api/trips/:generated_trip_id/destination': publicRoute(
    "the customer's pin by the link; B's ended trip takes no pin",
    ({ b }) => [
      send('PUT', `/api/trips/${b.ended.generated_trip_id}/destination`, { lat: 19.5, lng: -99.2 }),
    ],
    [409],
  ),
  'DELETE /api/trips/:generated_trip_id/destination': publicRoute(
    "the customer clears the pin by the link; B's ended trip keeps its record",
    ({ b }) => [send('DELETE', `/api/trips/${b.ended.generated_trip_id}/destination`)],
    [409],
  ),
  'GET /subsequent_coordinates': publicRoute(
    "a polling tracking page's points: both ids must name the same trip; A's trip id with B's link is not found",
    ({ a, b }) => [
      get(
        `/subsequent_coordinates?generated_trip_id=${b.ended.generated_trip_id}&trip_id=${a.ended.trip_id}`,
      ),
      get(
        `/subsequent_coordinates?generated_trip_id=${a.ended.generated_trip_id}&trip_id=${b.ended.trip_id}`,
      ),
    ],
    [404],
  ),

  // ---- API deliveries (admin session or API key)
  'GET /api/v1/deliveries': foreign(
    "B's order reference as the filter finds nothing",
    () => [get('/api/v1/deliveries?order_reference=PEDIDO-CANARIO-ZZY-7781')],
    { accepted: [200] },
  ),
  'GET /api/v1/deliveries/:delivery_id': foreign("B's delivery", ({ b }) => [
    get(`/api/v1/deliveries/${b.apiDelivery.id}`),
  ]),
  'DELETE /api/v1/deliveries/:delivery_id': foreign("B's delivery", ({ b }) => [
    send('DELETE', `/api/v1/deliveries/${b.apiDelivery.id}`),
  ]),
  'POST /api/v1/deliveries': foreign("B's courier or branch in the body", ({ b }) => [
    send('POST', '/api/v1/deliveries', {
      customer_phone_number: '55 1200 3400',
      courier_id: b.couriers[0].courier.id,
    }),
    send('POST', '/api/v1/deliveries', { customer_phone_number: '55 1200 3400', branch_id: b.branches[0] }),
  ]),

  // ---- webhooks (admin session)
  'GET /api/webhook_endpoints': tokenScoped(
    "the admin's own endpoints",
    () => [get('/api/webhook_endpoints')],
    [200],
  ),
  'POST /api/webhook_endpoints': tokenScoped(
    "an endpoint of the admin's own business (B's id is an unknown field)",
    ({ a, b }) => [
      send('POST', '/api/webhook_endpoints', {
        url: a.hooks.url,
        events: ['delivery.ended'],
        business_id: b.admin.business_id,
      }),
    ],
    [400],
  ),
  'PATCH /api/webhook_endpoints/:id': foreign("B's endpoint", ({ a, b }) => [
    send('PATCH', `/api/webhook_endpoints/${b.endpoint.id}`, { url: a.hooks.url }),
  ]),
  'DELETE /api/webhook_endpoints/:id': foreign("B's endpoint", ({ b }) => [
    send('DELETE', `/api/webhook_endpoints/${b.endpoint.id}`),
  ]),
  'POST /api/webhook_endpoints/:id/roll_secret': foreign("B's endpoint", ({ b }) => [
    send('POST', `/api/webhook_endpoints/${b.endpoint.id}/roll_secret`),
  ]),
  'GET /api/webhook_endpoints/:id/deliveries': foreign("B's endpoint", ({ b }) => [
    get(`/api/webhook_endpoints/${b.endpoint.id}/deliveries`),
  ]),
  'POST /api/webhook_deliveries/:id/resend': foreign("B's delivery of the log", ({ b }) => [
    send('POST', `/api/webhook_deliveries/${b.webhookDeliveryId}/resend`),
  ]),

  // ---- live monitor
  'POST /pusher/portal_auth': foreign(
    "B's private channel: 403",
    ({ b }) => [
      send('POST', '/pusher/portal_auth', { channel_name: `private-my-channel-${b.admin.business_id}` }),
    ],
    { accepted: [403] },
  ),
  'GET /api/realtime': publicRoute(
    "the monitor's stream: the channel token is the permission; A's token does not open B's channel",
    ({ a, b }) => [
      get(
        `/api/realtime?channel=private-my-channel-${b.admin.business_id}&auth=${encodeURIComponent(a.channelToken)}`,
      ),
    ],
    [403],
  ),

  // ---- sessions, accounts, password reset
  'GET /api/users/:user_id': foreign("B's admin's user id", ({ b }) => [
    get(`/api/users/${b.admin.user_id}`),
  ]),
  'POST /api/verify_token': publicRoute(
    "checks a token's validity; A's channel and reset tokens are not sessions",
    ({ a }) => [
      { ...send('POST', '/api/verify_token', { jwt_token: a.channelToken }), bodyMatches: /"data":false/ },
      { ...send('POST', '/api/verify_token', { jwt_token: a.reset.token }), bodyMatches: /"data":false/ },
    ],
    [200],
  ),
  'POST /api/login': publicRoute(
    "B's email with a wrong password is refused like an unknown email",
    ({ b }) => [send('POST', '/api/login', { email: b.email, password: 'wrong-password' })],
    [401],
    { allows: ({ b }) => [b.email] },
  ),
  'POST /api/signup': publicRoute(
    "signing up with B's email reveals nothing of B",
    ({ b }) => [send('POST', '/api/signup', { email: b.email })],
    [400, 409],
    { allows: ({ b }) => [b.email] },
  ),
  'POST /api/password_recovery': publicRoute(
    "asking for B's link answers as for any email and sends it to B alone",
    ({ b }) => [send('POST', '/api/password_recovery', { email: b.email })],
    [200],
    { allows: ({ b }) => [b.email] },
  ),
  'GET /api/password_reset/:user_id/:jwt_token': publicRoute(
    "a reset link is one user's: B's user id with A's token, and A's user id with B's token, are refused",
    ({ a, b }) => [
      get(`/api/password_reset/${b.reset.userId}/${encodeURIComponent(a.reset.token)}`),
      get(`/api/password_reset/${a.reset.userId}/${encodeURIComponent(b.reset.token)}`),
    ],
    [400],
  ),
  'POST /api/password_reset': publicRoute(
    "the reset of one user's link: crossed ids and tokens set nothing",
    ({ a, b }) => [
      send('POST', '/api/password_reset', {
        user_id: b.reset.userId,
        jwt_token: a.reset.token,
        password: 'taken-over-1',
        password_repeat: 'taken-over-1',
      }),
      send('POST', '/api/password_reset', {
        user_id: a.reset.userId,
        jwt_token: b.reset.token,
        password: 'taken-over-1',
        password_repeat: 'taken-over-1',
      }),
    ],
    [400],
  ),
  'POST /api/logout_all': tokenScoped(
    "ends the caller's own sessions (sent last); B's sessions keep working",
    () => [send('POST', '/api/logout_all')],
    [200, 204],
    { last: true },
  ),

  // ---- salespeople
  'POST /api/salesperson/login': publicRoute(
    "another salesperson's email with a wrong password is refused",
    ({ b }) => [
      send('POST', '/api/salesperson/login', { email: b.salesperson.email, password: 'wrong-password' }),
    ],
    [401],
    { allows: ({ b }) => [b.salesperson.email] },
  ),
  'GET /api/salesperson/me': tokenScoped(
    "the salesperson's own profile",
    () => [get('/api/salesperson/me')],
    [200],
  ),
  'GET /api/panel': tokenScoped("the salesperson's own clients", () => [get('/api/panel')], [200]),
  'GET /api/commissions': tokenScoped(
    "the salesperson's own commissions (202 while the report is being made)",
    () => [get('/api/commissions')],
    [200, 202],
  ),
  'GET /api/prepaid_subscriptions': foreign("B's salesperson's prepaid client", ({ b }) => [
    get(
      `/api/prepaid_subscriptions?email=${encodeURIComponent(b.prepaidClient.email)}&salesperson_password=${SALESPERSON_PASSWORD}`,
    ),
  ]),
  'POST /api/prepaid_subscriptions': foreign("B's salesperson's client", ({ b }) => [
    send('POST', '/api/prepaid_subscriptions', {
      email: b.email,
      salesperson_password: SALESPERSON_PASSWORD,
      plan: 'whatsapp',
      deliveries: 400,
      transfer_reference: 'SPEI 9',
      confirmed_amount_minor: 400 * 75,
    }),
  ]),
  'PATCH /api/prepaid_subscriptions': foreign("B's salesperson's prepaid client", ({ b }) => [
    send('PATCH', '/api/prepaid_subscriptions', {
      email: b.prepaidClient.email,
      salesperson_password: SALESPERSON_PASSWORD,
      deliveries: 400,
      transfer_reference: 'SPEI 9',
      confirmed_amount_minor: 400 * 75,
    }),
  ]),

  // ---- public site
  'GET /api/health': publicRoute(
    'load balancers read it; it names no business',
    () => [get('/api/health')],
    [200],
  ),
  'GET /api/prices': publicRoute('the public price list', () => [get('/api/prices?country_iso=MX')], [200]),
  'GET /api/geo': publicRoute("the visitor's country from the address", () => [get('/api/geo')], [200]),
  'GET /api/exchange_rate/pair/:from/:to': publicRoute(
    'a currency pair for the price page',
    () => [get('/api/exchange_rate/pair/USD/MXN')],
    [200],
  ),
  'POST /api/analytics/events': publicRoute(
    "the site's page views; answers nothing back",
    () => [send('POST', '/api/analytics/events', { events: [] })],
    [400],
  ),
  'POST /api/book_demos': publicRoute(
    "a visitor asks for a demo; B's email in it reveals nothing",
    ({ b }) => [send('POST', '/api/book_demos', { email: b.email })],
    [400],
    { allows: ({ b }) => [b.email] },
  ),
  'GET /api/docs/': publicRoute('the API reference page', () => [get('/api/docs/')], [200, 302]),
  'GET /api/docs/json': publicRoute(
    'the OpenAPI document: routes, no data',
    () => [get('/api/docs/json')],
    [200],
  ),
  'GET /api/docs/yaml': publicRoute(
    'the OpenAPI document: routes, no data',
    () => [get('/api/docs/yaml')],
    [200],
  ),
  'GET /api/docs/static/*': publicRoute(
    "the reference page's files",
    () => [get('/api/docs/static/index.css')],
    [200],
  ),
  'GET /api/docs/static/index.html': publicRoute(
    "the reference page's files",
    () => [get('/api/docs/static/index.html')],
    [200, 302],
  ),
  'GET /api/docs/static/swagger-initializer.js': publicRoute(
    "the reference page's files",
    () => [get('/api/docs/static/swagger-initializer.js')],
    [200],
  ),
  'GET /uploads/*': publicRoute(
    'stored logos (public on the tracking page); delivery photos are not served from here',
    ({ b }) => [
      get(`/uploads/logos/${b.admin.business_id}/`),
      get(`/uploads/photos/${b.admin.business_id}/x.jpg`),
    ],
    [404],
  ),
};

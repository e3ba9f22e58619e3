import { foreign, get, publicRoute, type RouteCase, send, tokenScoped } from './kinds';

/** Issue 17's isolation cases of API keys, billing, the business and its demo. */
export const BUSINESS_CASES: Record<string, RouteCase> = {
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
};

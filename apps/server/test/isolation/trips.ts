import { foreign, get, linkShows, period, publicRoute, type RouteCase, send, tokenScoped } from './kinds';

/** Issue 17's isolation cases of couriers, the team, trips, API deliveries, webhooks and the monitor. */
export const TRIP_CASES: Record<string, RouteCase> = {
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
};

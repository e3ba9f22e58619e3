import { SALESPERSON_PASSWORD } from '../sales';
import { foreign, get, publicRoute, type RouteCase, send, tokenScoped } from './kinds';

/** Issue 17's isolation cases of sessions, accounts, salespeople and the public site. */
export const ACCOUNT_CASES: Record<string, RouteCase> = {
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

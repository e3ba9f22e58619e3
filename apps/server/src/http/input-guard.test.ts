import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { bearer, createBusiness, createCourier, signupInput, startTrip } from '../../test/factories';

const ctx = await createTestContext();
const { session: admin } = await createBusiness(ctx.app, { company_name: 'Tacos Nul' });
const courier = await createCourier(ctx.app, admin);
const endedTrip = await startTrip(ctx.app, courier);
const ended = await ctx.app.inject({
  method: 'POST',
  url: `/api/trips/${endedTrip.generated_trip_id}/end`,
  headers: bearer(courier),
  payload: {},
});
expect(ended.statusCode).toBe(200);
const openTrip = await startTrip(ctx.app, courier);

const NUL = '\u0000';
const signupEmail = 'nul-signup@example.com';
const boundary = '----rutaviva-nul';
const multipart = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--\r\n`;

/** What the database holds that any of the requests below could have changed. */
async function snapshot() {
  const { rows } = await sql`
    select
      (select json_agg(b order by b.id) from businesses b) as businesses,
      (select json_agg(c order by c.id) from couriers c) as couriers,
      (select json_agg(t order by t.id) from trips t) as trips,
      (select json_agg(r order by r.business_id) from brandings r) as brandings,
      (select count(*) from users where email = ${signupEmail}) as signups
  `.execute(ctx.db);
  return rows[0];
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  session?: { jwt_token: string };
  payload?: unknown;
  headers?: Record<string, string>;
  field: string;
}

const cases: Case[] = [
  {
    name: 'a company name at signup',
    method: 'POST',
    url: '/api/signup',
    payload: signupInput({ email: signupEmail, company_name: `Tacos${NUL}` }),
    field: 'company_name',
  },
  {
    name: 'a branch name at signup',
    method: 'POST',
    url: '/api/signup',
    payload: signupInput({ email: signupEmail, branch_names: ['', `Centro${NUL}`] }),
    field: 'branch_names.1',
  },
  {
    name: 'a company name change',
    method: 'PATCH',
    url: '/api/business',
    session: admin,
    payload: { company_name: `Tacos${NUL}` },
    field: 'company_name',
  },
  {
    name: "a new courier's name",
    method: 'POST',
    url: '/api/team',
    session: admin,
    payload: {
      name: `Lu${NUL}is`,
      last_name: 'Pérez',
      cell_phone: '55 8765 4321',
      username: 'nul.courier',
      password: 'courier-pass',
      branch_id: admin.branch_names[0]?.id,
    },
    field: 'name',
  },
  {
    name: "a courier's last name change",
    method: 'PUT',
    url: '/api/team',
    session: admin,
    payload: { id: courier.courier.id, last_name: `Pérez${NUL}` },
    field: 'last_name',
  },
  {
    name: "the admin's notes on a trip",
    method: 'PATCH',
    url: `/api/trips/${openTrip.generated_trip_id}`,
    session: admin,
    payload: { trip: { admin_notes: `Llamar${NUL}` } },
    field: 'trip.admin_notes',
  },
  {
    name: "the customer's review remarks",
    method: 'PATCH',
    url: `/api/trips/${endedTrip.generated_trip_id}`,
    payload: { trip: { rating: 3, remarks: `Bien${NUL}` } },
    field: 'trip.remarks',
  },
  {
    name: "a courier's login name",
    method: 'POST',
    url: '/api/courier/login',
    payload: { username: `luis${NUL}`, password: 'courier-pass' },
    field: 'username',
  },
  {
    name: "the courier's customer phone",
    method: 'POST',
    url: '/api/trips',
    session: courier,
    payload: { customer_phone_number: `55 1111 2222${NUL}` },
    field: 'customer_phone_number',
  },
  {
    name: "the courier's notes at the end of a trip",
    method: 'POST',
    url: `/api/trips/${openTrip.generated_trip_id}/end`,
    session: courier,
    payload: { delivery_user_notes: `Entregado${NUL}` },
    field: 'delivery_user_notes',
  },
  {
    name: 'a key of a JSON body',
    method: 'PATCH',
    url: '/api/business',
    session: admin,
    payload: { [`company${NUL}name`]: 'Tacos' },
    field: 'company\uFFFDname',
  },
  {
    name: 'a text field of a multipart form',
    method: 'POST',
    url: '/api/brandings',
    session: admin,
    payload: multipart('header_color', `#112233${NUL}`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    field: 'header_color',
  },
  { name: 'a public trip id in the path', method: 'GET', url: '/api/trips/%00', field: 'generated_trip_id' },
  {
    name: 'a trip id in the stream path',
    method: 'GET',
    url: '/api/trips/%00/stream',
    field: 'generated_trip_id',
  },
  {
    name: 'a trip id in the query',
    method: 'GET',
    url: '/subsequent_coordinates?generated_trip_id=%00',
    field: 'generated_trip_id',
  },
  {
    name: 'a user id in a reset link',
    method: 'GET',
    url: '/api/password_reset/%00/x',
    field: 'user_id',
  },
  { name: 'a user id in the path', method: 'GET', url: '/api/users/%00', session: admin, field: 'user_id' },
  {
    name: 'a business id in the query',
    method: 'GET',
    url: '/api/brandings?business_id=%00',
    field: 'business_id',
  },
  {
    name: 'a branch filter of the team list',
    method: 'GET',
    url: '/api/team?branch_id=a%00',
    session: admin,
    field: 'branch_id',
  },
  {
    name: 'a query parameter of a route that has no schema',
    method: 'GET',
    url: '/api/demo_sms?x=%00',
    session: admin,
    field: 'x',
  },
  {
    name: 'a header the stream reads',
    method: 'GET',
    url: `/api/trips/${openTrip.generated_trip_id}/stream`,
    headers: { 'last-event-id': `1${NUL}` },
    field: 'headers.last-event-id',
  },
];

describe('a NUL character in any input', () => {
  it.each(cases)('in $name answers 400 naming the field and writes nothing', async (item) => {
    const before = await snapshot();
    const json = item.payload !== undefined && typeof item.payload !== 'string';
    const response = await ctx.app.inject({
      method: item.method,
      url: item.url,
      headers: {
        ...(item.session ? bearer(item.session) : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...item.headers,
      },
      payload: json ? JSON.stringify(item.payload) : (item.payload as string | undefined),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields are not valid.',
        fields: {
          [item.field]: {
            code: 'invalid_characters',
            message: 'This text contains characters that are not allowed.',
          },
        },
      },
    });
    expect(await snapshot()).toEqual(before);
  });
});

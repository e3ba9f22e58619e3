import { OpenTripsSchema, type Session } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  businessWithCourier,
  createCourier,
  expectFieldError,
  postPoints,
  startTrip,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';
import { latestMessages } from './trips.test-helpers';

const ctx = await createTestContext();

const setup = () => businessWithCourier(ctx.app);

type Token = { jwt_token: string };

const request = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Token | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? bearer(who) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const openTrips = async (courier: Token) => {
  const response = await request('GET', '/api/courier/open_trips', courier);
  expect(response.statusCode, response.body).toBe(200);
  expectShape(OpenTripsSchema, response.json());
  return response.json() as {
    data: { generated_trip_id: string; [key: string]: unknown }[];
    allow_several_trips: boolean;
  };
};
const openIds = async (courier: Token) => (await openTrips(courier)).data.map((t) => t.generated_trip_id);

const addPoint = (courier: Token, id: string, lat = 19.4) =>
  postPoints(ctx.app, courier, id, [{ lat, lng: -99.1, timestamp: ctx.clock.seconds() }]);

const allowSeveral = (admin: Session, allow: boolean) =>
  request('PATCH', '/api/business', admin, { allow_several_trips: allow });

describe('GET /api/courier/open_trips', () => {
  it('answers 401 without a session and 403 to an admin', async () => {
    const { admin } = await setup();
    expect((await request('GET', '/api/courier/open_trips', null)).statusCode).toBe(401);
    expect((await request('GET', '/api/courier/open_trips', admin)).statusCode).toBe(403);
  });

  it("lists only the courier's own trips that are under way, with what resuming needs", async () => {
    const { admin, courier } = await setup();
    const colleague = await createCourier(ctx.app, admin);
    const done = await startTrip(ctx.app, courier, '55 3333 4444');
    await request('POST', `/api/trips/${done.generated_trip_id}/end`, courier);
    await startTrip(ctx.app, colleague);
    const open = await startTrip(ctx.app, courier, '55 1111 2222');
    ctx.clock.advance(60_000);
    await addPoint(courier, open.generated_trip_id);
    await request('POST', `/api/trips/${open.generated_trip_id}/arrival`, courier);

    const listed = await openTrips(courier);
    expect(listed.allow_several_trips).toBe(false);
    expect(listed.data).toEqual([
      {
        trip_id: open.trip_id,
        generated_trip_id: open.generated_trip_id,
        tracking_url: open.tracking_url,
        customer_phone_number: '+525511112222',
        start_time: ctx.clock.seconds() - 60,
        arrived_time: ctx.clock.seconds(),
        end_time: null,
        status: 'in_progress',
        point_count: 1,
        distance_km: 0,
        last_point: { lat: 19.4, lng: -99.1, timestamp: ctx.clock.seconds() },
        ended_by_role: null,
        ended_by_name: null,
        destination: null,
        estimate: null,
      },
    ]);
  });

  it('leaves out an abandoned trip (24 hours without end or points) but keeps one with points', async () => {
    const { admin, courier } = await setup();
    await allowSeveral(admin, true);
    const silent = await startTrip(ctx.app, courier, '55 1111 2222');
    const moving = await startTrip(ctx.app, courier, '55 3333 4444');
    await addPoint(courier, moving.generated_trip_id);
    ctx.clock.advance(24 * 3600_000 - 1000);
    expect(await openIds(courier)).toEqual(
      expect.arrayContaining([silent.generated_trip_id, moving.generated_trip_id]),
    );
    ctx.clock.advance(2000);
    expect(await openIds(courier)).toEqual([moving.generated_trip_id]);
  });
});

describe('POST /api/trips while a delivery is open', () => {
  it('answers 409 open_trip_exists naming the open trip, and starts nothing', async () => {
    const { courier } = await setup();
    const first = await startTrip(ctx.app, courier);
    const second = await request('POST', '/api/trips', courier, { customer_phone_number: '55 9999 8888' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'open_trip_exists',
      message: 'You have a delivery under way. End it, or keep it, before starting another.',
      open_trip: {
        generated_trip_id: first.generated_trip_id,
        customer_phone_number: '+525511112222',
        end_time: null,
      },
    });
    expect(await openIds(courier)).toEqual([first.generated_trip_id]);
    const mine = await request('GET', '/api/courier/trips', courier);
    expect(mine.json().data).toHaveLength(1);
  });

  it('ends the open trip first when asked, as the courier, and starts the new one', async () => {
    const { courier, admin } = await setup();
    const first = await startTrip(ctx.app, courier);
    ctx.clock.advance(5 * 60_000);
    const response = await request('POST', '/api/trips', courier, {
      customer_phone_number: '55 9999 8888',
      end_open_trips: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const second = response.json();
    expect(second.ended_trip_ids).toEqual([first.generated_trip_id]);
    expect(await openIds(courier)).toEqual([second.generated_trip_id]);
    expect((await latestMessages(ctx.db, second.trip_id)).length).toBe(1);

    const publicFirst = (await request('GET', `/api/trips/${first.generated_trip_id}`, null)).json();
    expect(publicFirst).toMatchObject({ end_time: ctx.clock.seconds(), valid: true });
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const report = await request('GET', `/api/trips?start_date=${day}&end_date=${day}&tz=UTC`, admin);
    const ended = report.json().trips.find((t: { trip_id: string }) => t.trip_id === first.trip_id);
    expect(ended).toMatchObject({ ended_by_role: 'courier', ended_by_name: 'Luis Hernández' });
  });

  it('starts another without a question once the earlier one has ended or been abandoned', async () => {
    const { courier } = await setup();
    const first = await startTrip(ctx.app, courier);
    await request('POST', `/api/trips/${first.generated_trip_id}/end`, courier);
    const second = await startTrip(ctx.app, courier);
    ctx.clock.advance(25 * 3600_000);
    const third = await request('POST', '/api/trips', courier, { customer_phone_number: '55 1111 2222' });
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().ended_trip_ids).toEqual([]);
    expect(await openIds(courier)).toEqual([third.json().generated_trip_id]);
    expect(second.generated_trip_id).not.toBe(third.json().generated_trip_id);
  });

  it('lets the courier run several at once when the business allows it, recording points for each', async () => {
    const { admin, courier } = await setup();
    expect((await allowSeveral(admin, true)).json().allow_several_trips).toBe(true);
    const first = await startTrip(ctx.app, courier, '55 1111 2222');
    ctx.clock.advance(60_000);
    const second = await startTrip(ctx.app, courier, '55 3333 4444');
    const listed = await openTrips(courier);
    expect(listed.allow_several_trips).toBe(true);
    expect(listed.data.map((t) => t.generated_trip_id)).toEqual([
      second.generated_trip_id,
      first.generated_trip_id,
    ]);
    expect((await addPoint(courier, first.generated_trip_id)).json().point_count).toBe(1);
    expect((await addPoint(courier, second.generated_trip_id)).json().point_count).toBe(1);

    await allowSeveral(admin, false);
    const blocked = await request('POST', '/api/trips', courier, { customer_phone_number: '55 5555 6666' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.open_trip.generated_trip_id).toBe(second.generated_trip_id);
    const both = await request('POST', '/api/trips', courier, {
      customer_phone_number: '55 5555 6666',
      end_open_trips: true,
    });
    expect(both.json().ended_trip_ids.sort()).toEqual(
      [first.generated_trip_id, second.generated_trip_id].sort(),
    );
  });

  it('lets exactly one of two starts sent at once through', async () => {
    const { courier } = await setup();
    const answers = await Promise.all(
      ['55 1111 2222', '55 3333 4444'].map((phone) =>
        request('POST', '/api/trips', courier, { customer_phone_number: phone }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await openIds(courier)).toHaveLength(1);
  });

  it('rejects an end_open_trips that is not true or false with 400, and writes nothing', async () => {
    const { courier } = await setup();
    const first = await startTrip(ctx.app, courier);
    const response = await request('POST', '/api/trips', courier, {
      customer_phone_number: '55 9999 8888',
      end_open_trips: 'yes',
    });
    expectFieldError(response, 'end_open_trips', 'invalid_value');
    expect(await openIds(courier)).toEqual([first.generated_trip_id]);
  });
});

describe('the business setting allow_several_trips', () => {
  it('is off by default, saved by PATCH /api/business and refused when not a boolean', async () => {
    const { admin } = await setup();
    const get = () => request('GET', `/api/business?business_id=${admin.business_id}`, admin);
    expect((await get()).json().allow_several_trips).toBe(false);
    const bad = await request('PATCH', '/api/business', admin, { allow_several_trips: 'sometimes' });
    expectFieldError(bad, 'allow_several_trips', 'invalid_value');
    expect((await get()).json().allow_several_trips).toBe(false);
    expect((await allowSeveral(admin, true)).statusCode).toBe(200);
    expect((await get()).json().allow_several_trips).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('documents the open trips, the start rule and the admin end', async () => {
    const docs = (await request('GET', '/api/docs/json', null)).json();
    const open = docs.paths['/api/courier/open_trips'].get;
    expect(open.description).toContain('open deliveries');
    expect(Object.keys(open.responses['200'].content['application/json'].schema.properties)).toEqual([
      'data',
      'allow_several_trips',
    ]);
    expect(
      docs.paths['/api/trips'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('end_open_trips');
    const end = docs.paths['/api/trips/{generated_trip_id}/admin_end'].post;
    expect(end.description).toContain('trip_ended');
    expect(end.requestBody.content['application/json'].schema).toBeDefined();
  });
});

import { type MonitorCourier, MonitorCouriersSchema, type Session } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  businessWithCourier,
  type CourierSession,
  createBusiness,
  createCourier,
  expectError,
  postPoints,
  startTrip,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';
import { openBusinessStream } from '../../../test/sse-client';

const ctx = await createTestContext();
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const HOUR_MS = 3600 * 1000;

const roster = async (admin: Session, query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/monitor/couriers${query}`,
    headers: bearer(admin),
  });
  return response;
};

async function couriersOf(admin: Session, query = ''): Promise<MonitorCourier[]> {
  const response = await roster(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return expectShape(MonitorCouriersSchema, response.json()).data;
}

const byId = (list: MonitorCourier[], courier: CourierSession) => {
  const found = list.find((item) => item.id === courier.courier.id);
  if (!found) throw new Error(`courier ${courier.courier.username} is not in the roster`);
  return found;
};

const post = (courier: CourierSession, path: string, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url: path, headers: bearer(courier), payload: payload as object });

/** A business with couriers doing each thing the monitor tells apart. */
async function teamAtWork() {
  const { session: admin } = await createBusiness(ctx.app);
  const centro = admin.branch_names[1]?.id as string;
  const idle = await createCourier(ctx.app, admin, { name: 'Ana' });
  const driving = await createCourier(ctx.app, admin, { name: 'Beto', branch_id: centro });
  const fresh = await createCourier(ctx.app, admin, { name: 'Carla' });
  const retired = await createCourier(ctx.app, admin, { name: 'Dora' });

  // Ana delivered and went back to the shop: her last trip keeps where she was last seen.
  const done = await startTrip(ctx.app, idle);
  const t = ctx.clock.seconds();
  await postPoints(ctx.app, idle, done.generated_trip_id, [
    { lat: 19.41, lng: -99.16, timestamp: t - 20 },
    { lat: 19.42, lng: -99.15, timestamp: t - 10 },
  ]);
  await post(idle, `/api/trips/${done.generated_trip_id}/end`, {});

  ctx.clock.advance(5 * 60 * 1000);
  const live = await startTrip(ctx.app, driving);
  await postPoints(ctx.app, driving, live.generated_trip_id, [
    { lat: 19.43, lng: -99.13, timestamp: ctx.clock.seconds() },
  ]);

  const deactivated = await ctx.app.inject({
    method: 'PUT',
    url: '/api/team',
    headers: bearer(admin),
    payload: { id: retired.courier.id, active: false },
  });
  expect(deactivated.statusCode).toBe(200);
  return {
    admin,
    centro,
    idle,
    driving,
    fresh,
    retired,
    live,
    seenAt: t - 10,
    startedAt: ctx.clock.seconds(),
  };
}

describe('GET /api/monitor/couriers', () => {
  it('answers 401 without a session and 403 to a courier', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/monitor/couriers' })).statusCode).toBe(401);
    const { courier } = await businessWithCourier(ctx.app);
    const asCourier = await ctx.app.inject({
      method: 'GET',
      url: '/api/monitor/couriers',
      headers: bearer(courier),
    });
    expect(asCourier.statusCode).toBe(403);
  });

  it('lists every courier, idle ones too, with the last position and time their trips kept', async () => {
    const team = await teamAtWork();
    const list = await couriersOf(team.admin);
    expect(list.map((item) => item.name)).toEqual(['Ana', 'Beto', 'Carla', 'Dora']);

    expect(byId(list, team.idle)).toMatchObject({
      activity: 'idle',
      active: true,
      last_position: { lat: 19.42, lng: -99.15, timestamp: team.seenAt },
      open_trips: [],
      branch_name: 'Headquarters',
    });
    expect(byId(list, team.driving)).toMatchObject({
      activity: 'on_delivery',
      last_position: { lat: 19.43, lng: -99.13, timestamp: team.startedAt },
      open_trips: [
        { generated_trip_id: team.live.generated_trip_id, start_time: team.startedAt, arrived_time: null },
      ],
      branch_name: 'Centro',
    });
    expect(byId(list, team.fresh)).toMatchObject({ activity: 'never_seen', last_position: null });
    expect(byId(list, team.retired)).toMatchObject({ activity: 'inactive', active: false });
  });

  it('keeps the last position of an earlier trip while a new one has no GPS yet, and shows arrival', async () => {
    const team = await teamAtWork();
    const next = await startTrip(ctx.app, team.idle);
    ctx.clock.advance(60 * 1000);
    await post(team.idle, `/api/trips/${next.generated_trip_id}/arrival`);
    const ana = byId(await couriersOf(team.admin), team.idle);
    expect(ana.activity).toBe('on_delivery');
    expect(ana.last_position).toEqual({ lat: 19.42, lng: -99.15, timestamp: team.seenAt });
    expect(ana.open_trips).toEqual([
      expect.objectContaining({
        generated_trip_id: next.generated_trip_id,
        arrived_time: ctx.clock.seconds(),
      }),
    ]);
  });

  it('takes the newest trip’s position, not an older one’s', async () => {
    const team = await teamAtWork();
    const later = await startTrip(ctx.app, team.idle);
    await postPoints(ctx.app, team.idle, later.generated_trip_id, [
      { lat: 19.5, lng: -99.2, timestamp: ctx.clock.seconds() },
    ]);
    await post(team.idle, `/api/trips/${later.generated_trip_id}/end`, {});
    expect(byId(await couriersOf(team.admin), team.idle).last_position).toEqual({
      lat: 19.5,
      lng: -99.2,
      timestamp: ctx.clock.seconds(),
    });
  });

  it('counts a delivery without positions for over 24 hours as abandoned, by the injected clock', async () => {
    const team = await teamAtWork();
    const forgotten = await startTrip(ctx.app, team.idle);
    expect(byId(await couriersOf(team.admin), team.idle).activity).toBe('on_delivery');
    ctx.clock.advance(24 * HOUR_MS + 1000);
    const ana = byId(await couriersOf(team.admin), team.idle);
    expect(ana.activity).toBe('idle');
    expect(ana.open_trips.map((trip) => trip.generated_trip_id)).not.toContain(forgotten.generated_trip_id);
    expect(ana.last_position?.timestamp).toBe(team.seenAt);
    // A delivery with positions is under way until someone ends it, however long it takes.
    expect(byId(await couriersOf(team.admin), team.driving)).toMatchObject({
      activity: 'on_delivery',
      open_trips: [expect.objectContaining({ generated_trip_id: team.live.generated_trip_id })],
    });
  });

  it('filters by branch, and an empty branch_id means every branch', async () => {
    const team = await teamAtWork();
    const centro = await couriersOf(team.admin, `?branch_id=${team.centro}`);
    expect(centro.map((item) => item.name)).toEqual(['Beto']);
    expect(await couriersOf(team.admin, '?branch_id=')).toHaveLength(4);
  });

  it("never shows another business's couriers, and answers 404 for its branch", async () => {
    const team = await teamAtWork();
    const { session: other } = await createBusiness(ctx.app);
    const stranger = await createCourier(ctx.app, other);
    const ids = (await couriersOf(team.admin)).map((item) => item.id);
    expect(ids).not.toContain(stranger.courier.id);
    expect(await couriersOf(other)).toEqual([expect.objectContaining({ id: stranger.courier.id })]);

    const foreign = await roster(team.admin, `?branch_id=${other.branch_names[0]?.id}`);
    expectError(foreign, 404, 'branch_not_found');
  });

  it('answers 400 naming branch_id when it is not an id', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await roster(session, '?branch_id=centro');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { branch_id: { code: 'invalid_branch' } },
    });
  });
});

describe('the roster on the business stream', () => {
  const openRoster = (admin: Session) => openBusinessStream(ctx.app, baseUrl, admin);

  it('sends every courier right after the live trips, idle ones with their last position', async () => {
    const team = await teamAtWork();
    const stream = await openRoster(team.admin);
    expect((await stream.next()).event).toBe('trips');
    const couriers = await stream.next();
    expect(couriers.event).toBe('couriers');
    const list = couriers.data.couriers as MonitorCourier[];
    expect(list).toHaveLength(4);
    expect(byId(list, team.idle)).toMatchObject({
      activity: 'idle',
      last_position: { lat: 19.42, lng: -99.15, timestamp: team.seenAt },
    });
    stream.close();
  });

  it('announces a courier added or changed on the team page', async () => {
    const team = await teamAtWork();
    const stream = await openRoster(team.admin);
    await stream.next();
    await stream.next();

    const added = await createCourier(ctx.app, team.admin, { name: 'Elena' });
    expect(await stream.next()).toMatchObject({
      event: 'courier_updated',
      data: { id: added.courier.id, name: 'Elena', activity: 'never_seen' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/team',
      headers: bearer(team.admin),
      payload: { id: team.idle.courier.id, branch_id: team.centro },
    });
    expect(await stream.next()).toMatchObject({
      event: 'courier_updated',
      data: { id: team.idle.courier.id, branch_name: 'Centro', activity: 'idle' },
    });
    stream.close();
  });
});

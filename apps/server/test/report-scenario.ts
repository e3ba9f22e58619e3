import { type TestContext, testTime } from './context';
import { createBusiness, createCourier } from './factories';
import { insertPastTrip } from './trip-fixtures';

/** Business A in Mexico City with two branches and two couriers; business B with one trip. */
export async function reportScenario(ctx: TestContext) {
  const { session: admin } = await createBusiness(ctx.app);
  const [hq, centro] = admin.branch_names as [{ id: string; name: string }, { id: string; name: string }];
  const ana = await createCourier(ctx.app, admin, { name: 'Ana', last_name: 'Ruiz', branch_id: hq.id });
  const luis = await createCourier(ctx.app, admin, { branch_id: centro.id });
  const base = { businessId: admin.business_id };
  const atHq = { ...base, branchId: hq.id, courierId: ana.courier.id };
  const atCentro = { ...base, branchId: centro.id, courierId: luis.courier.id };
  const trips = {
    t1: await insertPastTrip(ctx.db, {
      ...atHq,
      start: testTime('2026-11-20T16:00:00Z'),
      arrivedAfter: 12,
      endedAfter: 20,
      lastPointAfter: 19,
      distanceKm: 4.2,
      rating: 3,
      selected: ['courier', 'delivery_time'],
      remarks: 'Muy rápido, gracias',
      courierNotes: '=SUM(A1)',
    }),
    t2: await insertPastTrip(ctx.db, {
      ...atCentro,
      start: testTime('2026-11-19T18:30:00Z'),
      arrivedAfter: 45,
      endedAfter: 75,
      lastPointAfter: 74,
      distanceKm: 12.5,
      rating: 1,
      selected: ['product'],
      remarks: 'Llegó frío,\ny "tarde"',
      adminNotes: 'Llamar al cliente',
    }),
    t3: await insertPastTrip(ctx.db, {
      ...atCentro,
      start: testTime('2026-11-18T15:00:00Z'),
      arrivedAfter: 0.5,
      endedAfter: 10,
      lastPointAfter: 9,
      distanceKm: 1,
      rating: 2,
    }),
    // Abandoned: no points, no end, started over 24 hours ago.
    t4: await insertPastTrip(ctx.db, { ...atHq, start: testTime('2026-11-19T12:00:00Z') }),
    // Still on its way.
    t5: await insertPastTrip(ctx.db, {
      ...atHq,
      start: testTime('2026-11-21T11:30:00Z'),
      lastPointAfter: 20,
      distanceKm: 3,
    }),
    // Ended without an arrival.
    t6: await insertPastTrip(ctx.db, {
      ...atCentro,
      start: testTime('2026-11-17T20:00:00Z'),
      endedAfter: 30,
      lastPointAfter: 29,
      distanceKm: 6,
    }),
    // 23:30 on 20/11 in Mexico City, already 21/11 in UTC.
    t7: await insertPastTrip(ctx.db, {
      ...atHq,
      start: testTime('2026-11-21T05:30:00Z'),
      arrivedAfter: 5,
      endedAfter: 15,
      lastPointAfter: 14,
      distanceKm: 2,
    }),
  };
  const { session: other } = await createBusiness(ctx.app);
  const stranger = await createCourier(ctx.app, other);
  const foreign = await insertPastTrip(ctx.db, {
    businessId: other.business_id,
    branchId: other.branch_names[0]?.id as string,
    courierId: stranger.courier.id,
    start: testTime('2026-11-20T16:00:00Z'),
    endedAfter: 10,
    distanceKm: 50,
  });
  return { admin, hq, centro, ana, luis, trips, other, stranger, foreign };
}

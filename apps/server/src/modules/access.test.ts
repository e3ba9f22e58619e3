import type { Session } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import {
  bearer,
  type CourierSession,
  createBusiness,
  createCourier,
  expectError,
  startTrip,
} from '../../test/factories';
import type { AppError } from '../http/errors';
import type { SessionClaims } from '../lib/tokens';
import { requireCourier, requireOwnBusiness, requireTrip } from './access';
import { findBranchOfBusiness } from './business/business.repo';
import { findCourierOfBusiness } from './team/team.repo';
import { findTripOfBusiness, findTripOfBusinessById, findTripOfCourier } from './trips/trips.repo';

const ctx = await createTestContext();

const adminClaims = (session: Session): SessionClaims => ({
  userId: session.user_id,
  businessId: session.business_id,
  role: 'admin',
});
const courierClaims = (admin: Session, courier: CourierSession): SessionClaims => ({
  userId: courier.courier.id,
  businessId: admin.business_id,
  role: 'courier',
});

/** Two businesses; the first has two couriers, and its first courier a trip under way. */
async function twoBusinesses() {
  const { session: admin } = await createBusiness(ctx.app);
  const { session: stranger } = await createBusiness(ctx.app);
  const driver = await createCourier(ctx.app, admin);
  const colleague = await createCourier(ctx.app, admin);
  const outsider = await createCourier(ctx.app, stranger);
  const trip = await startTrip(ctx.app, driver);
  return { admin, stranger, driver, colleague, outsider, trip };
}

/** The AppError a promise rejects with, as its status and code. */
async function rejection(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as AppError | undefined;
  return error && { status: error.statusCode, code: error.code };
}

describe('scoped finders', () => {
  it("find a trip of the business, and read another business's as missing", async () => {
    const { admin, stranger, trip } = await twoBusinesses();
    expect((await findTripOfBusiness(ctx.db, admin.business_id, trip.generated_trip_id))?.id).toBe(
      trip.trip_id,
    );
    expect(await findTripOfBusiness(ctx.db, stranger.business_id, trip.generated_trip_id)).toBeUndefined();
    expect((await findTripOfBusinessById(ctx.db, admin.business_id, trip.trip_id))?.id).toBe(trip.trip_id);
    expect(await findTripOfBusinessById(ctx.db, stranger.business_id, trip.trip_id)).toBeUndefined();
  });

  it("find the courier's own trip, and read a colleague's as missing", async () => {
    const { admin, driver, colleague, trip } = await twoBusinesses();
    const own = await findTripOfCourier(ctx.db, admin.business_id, driver.courier.id, trip.generated_trip_id);
    expect(own?.id).toBe(trip.trip_id);
    expect(
      await findTripOfCourier(ctx.db, admin.business_id, colleague.courier.id, trip.generated_trip_id),
    ).toBeUndefined();
  });

  it("find a courier and a branch of the business, and read another business's as missing", async () => {
    const { admin, stranger, driver, outsider } = await twoBusinesses();
    const branchId = admin.branch_names[0]?.id as string;
    expect((await findCourierOfBusiness(ctx.db, admin.business_id, driver.courier.id))?.id).toBe(
      driver.courier.id,
    );
    expect(await findCourierOfBusiness(ctx.db, stranger.business_id, driver.courier.id)).toBeUndefined();
    expect(await findCourierOfBusiness(ctx.db, admin.business_id, outsider.courier.id)).toBeUndefined();
    expect((await findBranchOfBusiness(ctx.db, admin.business_id, branchId))?.id).toBe(branchId);
    expect(await findBranchOfBusiness(ctx.db, stranger.business_id, branchId)).toBeUndefined();
  });
});

describe('access checks', () => {
  it("answer 404 trip_not_found for another business's trip, another courier's and an unknown id", async () => {
    const { admin, stranger, driver, colleague, trip } = await twoBusinesses();
    const id = trip.generated_trip_id;
    const notFound = { status: 404, code: 'trip_not_found' };
    expect(await rejection(requireTrip(ctx.db, adminClaims(stranger), id))).toEqual(notFound);
    expect(await rejection(requireTrip(ctx.db, courierClaims(admin, colleague), id))).toEqual(notFound);
    expect(await rejection(requireTrip(ctx.db, adminClaims(admin), 'no-such-trip'))).toEqual(notFound);
    expect((await requireTrip(ctx.db, adminClaims(admin), id)).id).toBe(trip.trip_id);
    expect((await requireTrip(ctx.db, courierClaims(admin, driver), id)).id).toBe(trip.trip_id);
  });

  it("answer 404 not_found for another business's courier, a malformed id and another business", async () => {
    const { admin, stranger, driver } = await twoBusinesses();
    const notFound = { status: 404, code: 'not_found' };
    expect(await rejection(requireCourier(ctx.db, adminClaims(stranger), driver.courier.id))).toEqual(
      notFound,
    );
    expect(await rejection(requireCourier(ctx.db, adminClaims(admin), 'not-a-uuid'))).toEqual(notFound);
    expect((await requireCourier(ctx.db, adminClaims(admin), driver.courier.id)).id).toBe(driver.courier.id);
    expect(
      await rejection(
        Promise.resolve().then(() => requireOwnBusiness(adminClaims(admin), stranger.business_id)),
      ),
    ).toEqual(notFound);
    expect(requireOwnBusiness(adminClaims(admin), admin.business_id)).toBe(admin.business_id);
  });
});

describe('POST /api/trips/:generated_trip_id/arrival', () => {
  it("answers 404 to a courier of the same business who is not the trip's, and marks nothing", async () => {
    const { colleague, trip } = await twoBusinesses();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.generated_trip_id}/arrival`,
      headers: bearer(colleague),
    });
    expectError(response, 404, 'trip_not_found');
    const shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
    ).json();
    expect(shown.arrived_time).toBeNull();
  });
});

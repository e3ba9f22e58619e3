import type { EndedByRole } from '@rutaviva/domain';
import { type SqlBool, sql } from 'kysely';
import { type Db, updatedOne } from '../../db/database';
import type { TripsTable } from '../../db/schema';
import { userOfBusiness } from '../business/business.repo';

/** Trips joined to their courier and their branch, whose names every list of trips shows. */
export const tripsWithCourierAndBranch = (db: Db) =>
  db
    .selectFrom('trips')
    .innerJoin('couriers', 'couriers.id', 'trips.courier_id')
    .innerJoin('branches', 'branches.id', 'trips.branch_id');

/** The names a trip is shown with, from `tripsWithCourierAndBranch`. */
export const COURIER_AND_BRANCH_NAMES = [
  'couriers.name as courier_name',
  'couriers.last_name as courier_last_name',
  'branches.name as branch_name',
] as const;

/** A trip with the names a presenter needs: courier, branch and company. */
export function tripsWithParties(db: Db) {
  return tripsWithCourierAndBranch(db)
    .innerJoin('businesses', 'businesses.id', 'trips.business_id')
    .leftJoin('brandings', 'brandings.business_id', 'trips.business_id')
    .selectAll('trips')
    .select([
      ...COURIER_AND_BRANCH_NAMES,
      'couriers.cell_phone as courier_phone',
      'businesses.company_name',
      'businesses.message_language',
      'businesses.show_delivery_photo',
      'brandings.logo_path',
      'brandings.header_color',
      'brandings.text_color',
      'brandings.button_text_color',
    ]);
}

export type TripWithParties = NonNullable<Awaited<ReturnType<typeof findTripOfBusiness>>>;

/** The business's trips: every trip read on a tenant's path starts here. */
const tripsOfBusiness = (db: Db, businessId: string) =>
  tripsWithParties(db).where('trips.business_id', '=', businessId);

/**
 * SPEC §4: a trip under way has not ended and is not abandoned — no end and no coordinates since
 * before `abandonedBefore` (the clock's now minus ABANDONED_AFTER_HOURS). A delivery with
 * positions stays under way until someone ends it.
 */
export const underWay = (abandonedBefore: Date) =>
  sql<SqlBool>`trips.end_time is null and (trips.point_count > 0 or trips.start_time >= ${abandonedBefore})`;

/** A trip of the business, by its public id: another business's trip reads as missing. */
export async function findTripOfBusiness(db: Db, businessId: string, generatedTripId: string) {
  return await tripsOfBusiness(db, businessId)
    .where('trips.generated_trip_id', '=', generatedTripId)
    .executeTakeFirst();
}

/** A trip the courier drives, by its public id: another courier's trip reads as missing. */
export async function findTripOfCourier(
  db: Db,
  businessId: string,
  courierId: string,
  generatedTripId: string,
) {
  return await tripsOfBusiness(db, businessId)
    .where('trips.courier_id', '=', courierId)
    .where('trips.generated_trip_id', '=', generatedTripId)
    .executeTakeFirst();
}

/** A trip of the business by its row id, as read again after a change to it. */
export async function findTripOfBusinessById(db: Db, businessId: string, tripId: string) {
  return await tripsOfBusiness(db, businessId).where('trips.id', '=', tripId).executeTakeFirst();
}

export async function insertTrip(
  db: Db,
  trip: Pick<
    TripsTable,
    'generated_trip_id' | 'business_id' | 'branch_id' | 'courier_id' | 'customer_phone_number' | 'start_time'
  > &
    Partial<
      Pick<
        TripsTable,
        | 'destination_lat'
        | 'destination_lng'
        | 'destination_source'
        | 'destination_set_at'
        | 'order_reference'
      >
    >,
): Promise<string> {
  return (
    await db
      .insertInto('trips')
      .values({ ...trip, created_at: trip.start_time })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Marks the arrival once: false when the trip had ended already or had arrived. */
export async function markArrived(db: Db, tripId: string, at: Date) {
  return await updatedOne(
    db
      .updateTable('trips')
      .set({ arrived_time: at })
      .where('id', '=', tripId)
      .where('end_time', 'is', null)
      .where('arrived_time', 'is', null),
  );
}

/** How a trip ends: `valid` only when its courier tapped stop (SPEC §3), and who ended it. */
export interface Ending {
  at: Date;
  valid: boolean;
  role: EndedByRole;
  name: string;
  courierNotes?: string;
  /** Issue 15: who received the parcel, as the courier wrote it at the stop. */
  recipientName?: string;
  adminNote?: string;
}

/** Ends a trip once: false when it had ended already. */
export async function markEnded(db: Db, tripId: string, ending: Ending) {
  return await updatedOne(
    db
      .updateTable('trips')
      .set({
        end_time: ending.at,
        valid: ending.valid,
        ended_by_role: ending.role,
        ended_by_name: ending.name,
        ...(ending.role === 'courier'
          ? {
              delivery_user_notes: ending.courierNotes || null,
              ...(ending.recipientName ? { recipient_name: ending.recipientName } : {}),
            }
          : { end_note: ending.adminNote || null }),
      })
      .where('id', '=', tripId)
      .where('end_time', 'is', null),
  );
}

/** The courier's trips under way, newest first. */
export async function openTripsOfCourier(
  db: Db,
  businessId: string,
  courierId: string,
  abandonedBefore: Date,
) {
  return await tripsOfBusiness(db, businessId)
    .where('trips.courier_id', '=', courierId)
    .where(underWay(abandonedBefore))
    .orderBy('trips.start_time', 'desc')
    .orderBy('trips.id', 'desc')
    .execute();
}

/** Holds the courier's row until the transaction ends, so two starts cannot both see no open trip. */
export async function lockCourier(db: Db, courierId: string) {
  await db.selectFrom('couriers').select('id').where('id', '=', courierId).forUpdate().execute();
}

/** The full name of an admin of the business, or undefined. */
export async function adminName(db: Db, businessId: string, userId: string) {
  const row = await userOfBusiness(db, businessId, userId).select('full_name').executeTakeFirst();
  return row?.full_name;
}

export async function tripsOfCourierSince(db: Db, courierId: string, since: Date) {
  return await tripsWithParties(db)
    .where('trips.courier_id', '=', courierId)
    .where('trips.start_time', '>=', since)
    .orderBy('trips.start_time', 'desc')
    .limit(200)
    .execute();
}

/** The business's trips under way, newest first (the monitor's). */
export async function liveTripsOfBusiness(db: Db, businessId: string, abandonedBefore: Date) {
  return await tripsOfBusiness(db, businessId)
    .where(underWay(abandonedBefore))
    .orderBy('trips.start_time', 'desc')
    .execute();
}

/**
 * Where the business's live trips and those of `generatedTripIds` stand, without their routes:
 * the monitor's poll while Redis is away (the partial index of live trips, and each trip's link).
 */
export async function tripStatesOfBusiness(
  db: Db,
  businessId: string,
  abandonedBefore: Date,
  generatedTripIds: string[],
) {
  return await db
    .selectFrom('trips')
    .select([
      'trips.generated_trip_id',
      'trips.point_count',
      sql<boolean>`trips.arrived_time is not null`.as('arrived'),
      sql<boolean>`trips.end_time is not null`.as('ended'),
    ])
    .where('trips.business_id', '=', businessId)
    .where((eb) =>
      eb.or([
        underWay(abandonedBefore),
        sql<SqlBool>`trips.generated_trip_id = any(${generatedTripIds}::text[])`,
      ]),
    )
    .execute();
}

export async function businessForTrips(db: Db, businessId: string) {
  return await db
    .selectFrom('businesses')
    .select(['company_name', 'country_iso', 'message_language', 'allow_several_trips'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
}

/** Stores the customer's review once, and only for an ended trip. */
export async function saveReview(
  db: Db,
  tripId: string,
  review: { rating: number; selected: string[]; remarks?: string; improvement?: string },
  now: Date,
): Promise<boolean> {
  return await updatedOne(
    db
      .updateTable('trips')
      .set({
        rating: review.rating,
        selected: review.selected,
        remarks: review.remarks || null,
        improvement: review.improvement || null,
        reviewed_at: now,
      })
      .where('id', '=', tripId)
      .where('reviewed_at', 'is', null)
      .where('end_time', 'is not', null),
  );
}

export async function saveAdminNotes(
  db: Db,
  tripId: string,
  businessId: string,
  notes: string,
): Promise<boolean> {
  return await updatedOne(
    db
      .updateTable('trips')
      .set({ admin_notes: notes || null })
      .where('id', '=', tripId)
      .where('business_id', '=', businessId),
  );
}

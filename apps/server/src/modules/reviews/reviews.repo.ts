import { RATINGS } from '@rutaviva/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { dayStart } from '../reports/reports.repo';
import { COURIER_AND_BRANCH_NAMES, tripsWithCourierAndBranch } from '../trips/trips.repo';

/** Which reviews a business is looking at; days are read in `timeZone`, both ends included. */
export interface ReviewFilter {
  businessId: string;
  timeZone: string;
  startDate?: string;
  endDate?: string;
  branchId?: string;
  courierId?: string;
  rating?: number;
}

function reviewed<O>(query: SelectQueryBuilder<Database, 'trips', O>, filter: ReviewFilter) {
  let scoped = query
    .where('trips.business_id', '=', filter.businessId)
    .where('trips.reviewed_at', 'is not', null);
  if (filter.startDate)
    scoped = scoped.where('trips.reviewed_at', '>=', dayStart(filter.startDate, filter.timeZone));
  if (filter.endDate)
    scoped = scoped.where('trips.reviewed_at', '<', dayStart(filter.endDate, filter.timeZone, 1));
  if (filter.branchId) scoped = scoped.where('trips.branch_id', '=', filter.branchId);
  if (filter.courierId) scoped = scoped.where('trips.courier_id', '=', filter.courierId);
  return scoped;
}

/** A page of reviews, newest first, with the courier and branch of each delivery. */
export async function reviewPage(db: Db, filter: ReviewFilter, limit: number, offset: number) {
  let query = reviewed(
    tripsWithCourierAndBranch(db).select([
      'trips.id',
      'trips.generated_trip_id',
      'trips.rating',
      'trips.selected',
      'trips.remarks',
      'trips.improvement',
      'trips.reviewed_at',
      'trips.start_time',
      'trips.branch_id',
      'trips.courier_id',
      ...COURIER_AND_BRANCH_NAMES,
    ]),
    filter,
  );
  if (filter.rating) query = query.where('trips.rating', '=', filter.rating);
  return await query
    .orderBy('trips.reviewed_at', 'desc')
    .orderBy('trips.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How the matching reviews split by rating, whatever rating is picked. */
export async function ratingSplit(db: Db, filter: ReviewFilter) {
  return await reviewed(db.selectFrom('trips'), filter)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where trips.rating = ${RATINGS.bad})::int`.as('bad'),
      sql<number>`count(*) filter (where trips.rating = ${RATINGS.okay})::int`.as('okay'),
      sql<number>`count(*) filter (where trips.rating = ${RATINGS.excellent})::int`.as('excellent'),
    ])
    .executeTakeFirstOrThrow();
}

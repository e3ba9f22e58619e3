import type { TripSort } from '@rutaviva/domain';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** What a report covers: whole days in `timeZone`, from `startDate` to `endDate` inclusive. */
export interface ReportFilter {
  businessId: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  branchId?: string;
  courierId?: string;
}

type TripsQuery<O> = SelectQueryBuilder<Database, 'trips', O>;

/** The day boundaries are computed by PostgreSQL in the viewer's zone, daylight saving included. */
export function dayStart(date: string, timeZone: string, plusDays = 0): Expression<Date> {
  return sql<Date>`((${date}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${timeZone})`;
}

export function filtered<O>(query: TripsQuery<O>, filter: ReportFilter): TripsQuery<O> {
  let scoped = query
    .where('trips.business_id', '=', filter.businessId)
    .where('trips.start_time', '>=', dayStart(filter.startDate, filter.timeZone))
    .where('trips.start_time', '<', dayStart(filter.endDate, filter.timeZone, 1));
  if (filter.branchId) scoped = scoped.where('trips.branch_id', '=', filter.branchId);
  if (filter.courierId) scoped = scoped.where('trips.courier_id', '=', filter.courierId);
  return scoped;
}

/** SPEC §9 "Trip sort options" in SQL; compareTrips in the domain is the same order. */
export function sorted<O>(query: TripsQuery<O>, sort: TripSort): TripsQuery<O> {
  const ordered =
    sort === 'distance_start_last_update'
      ? query.orderBy('trips.distance_km', 'desc')
      : sort === 'duration_start_last_update'
        ? query.orderBy(sql`trips.last_point_at - trips.start_time`, (order) => order.desc().nullsLast())
        : sort === 'rating'
          ? query.orderBy('trips.rating', (order) => order.desc().nullsLast())
          : query;
  return ordered.orderBy('trips.start_time', 'desc').orderBy('trips.id', 'desc');
}

/**
 * One page of trips with their courier and branch. The page is cut from `trips` alone, so the
 * joins touch only its rows however many trips match.
 */
export async function tripPage(db: Db, filter: ReportFilter, sort: TripSort, limit: number, offset: number) {
  const ids = await sorted(filtered(db.selectFrom('trips').select('trips.id'), filter), sort)
    .limit(limit)
    .offset(offset)
    .execute();
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('trips')
    .innerJoin('couriers', 'couriers.id', 'trips.courier_id')
    .innerJoin('branches', 'branches.id', 'trips.branch_id')
    .selectAll('trips')
    .select([
      'couriers.name as courier_name',
      'couriers.last_name as courier_last_name',
      'branches.name as branch_name',
    ])
    .where(
      'trips.id',
      'in',
      ids.map((row) => row.id),
    )
    .execute();
  const position = new Map(ids.map((row, index) => [row.id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

export type ReportRow = Awaited<ReturnType<typeof tripPage>>[number];

const minutesTo = (column: 'arrived_time' | 'end_time') =>
  sql<number>`extract(epoch from (trips.${sql.ref(column)} - trips.start_time)) / 60`;

/** Every aggregate of the report's totals, in one pass over the matching trips. */
function aggregates() {
  const arrival = minutesTo('arrived_time');
  const end = minutesTo('end_time');
  const count = (condition: Expression<SqlBool>) => sql<number>`count(*) filter (where ${condition})::int`;
  return {
    deliveries: sql<number>`count(*)::int`,
    arrival_sum: sql<number>`coalesce(sum(${arrival}), 0)::float8`,
    arrival_count: sql<number>`count(trips.arrived_time)::int`,
    end_sum: sql<number>`coalesce(sum(${end}), 0)::float8`,
    end_count: sql<number>`count(trips.end_time)::int`,
    distance_km: sql<number>`coalesce(sum(trips.distance_km), 0)::float8`,
    bad: count(sql`trips.rating = 1`),
    okay: count(sql`trips.rating = 2`),
    excellent: count(sql`trips.rating = 3`),
    unrated: count(sql`trips.rating is null`),
    slow_arrival: count(sql`trips.arrived_time - trips.start_time > interval '30 minutes'`),
    long_delivery: count(sql`trips.end_time - trips.start_time > interval '60 minutes'`),
    suspicious_arrival: count(sql`trips.arrived_time - trips.start_time < interval '1 minute'`),
  };
}

export type TotalsRow = { [K in keyof ReturnType<typeof aggregates>]: number };

export async function totals(db: Db, filter: ReportFilter): Promise<TotalsRow> {
  const columns = aggregates();
  const query = filtered(db.selectFrom('trips'), filter).select(
    Object.entries(columns).map(([name, expression]) => expression.as(name)),
  );
  return (await query.executeTakeFirstOrThrow()) as unknown as TotalsRow;
}

/** The totals per day, week or month in the viewer's zone, oldest first (the charts). */
export async function series(db: Db, filter: ReportFilter, bucket: 'day' | 'week' | 'month') {
  const { deliveries, arrival_sum, arrival_count, end_sum, end_count, bad, okay, excellent, unrated } =
    aggregates();
  const picked = {
    deliveries,
    arrival_sum,
    arrival_count,
    end_sum,
    end_count,
    bad,
    okay,
    excellent,
    unrated,
  };
  const period = sql<string>`to_char(date_trunc(${bucket}, trips.start_time AT TIME ZONE ${filter.timeZone}), 'YYYY-MM-DD')`;
  return (await filtered(db.selectFrom('trips'), filter)
    .select([period.as('date'), ...Object.entries(picked).map(([name, expression]) => expression.as(name))])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute()) as unknown as Array<{ [K in keyof typeof picked]: number } & { date: string }>;
}

/** The branch and courier a report names, when they are the business's own; null otherwise. */
export async function filterNames(db: Db, businessId: string, branchId?: string, courierId?: string) {
  const [branch, courier] = await Promise.all([
    branchId
      ? db
          .selectFrom('branches')
          .select('name')
          .where('id', '=', branchId)
          .where('business_id', '=', businessId)
          .executeTakeFirst()
      : undefined,
    courierId
      ? db
          .selectFrom('couriers')
          .select(['name', 'last_name'])
          .where('id', '=', courierId)
          .where('business_id', '=', businessId)
          .executeTakeFirst()
      : undefined,
  ]);
  return { branch, courier };
}

export async function countTrips(db: Db, filter: ReportFilter): Promise<number> {
  const row = await filtered(db.selectFrom('trips'), filter)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function accountOf(db: Db, businessId: string, userId: string) {
  return await db
    .selectFrom('businesses')
    .innerJoin('users', 'users.business_id', 'businesses.id')
    .select(['businesses.country_iso', 'users.language'])
    .where('businesses.id', '=', businessId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

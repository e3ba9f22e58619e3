import type { TripSort } from '@rutaviva/domain';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
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

/** SPEC §9 "Trip sort options" over `trips` (the CSV export); compareTrips in the domain is the same order. */
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

/** SPEC §9 "Trip sort options" for the rows of reportRows; the same text suits every part. */
const ORDER_BY: Record<TripSort, string> = {
  date_creation: 'start_time DESC, id DESC',
  distance_start_last_update: 'distance_km DESC, start_time DESC, id DESC',
  duration_start_last_update: '(last_point_at - start_time) DESC NULLS LAST, start_time DESC, id DESC',
  rating: 'rating DESC NULLS LAST, start_time DESC, id DESC',
};

const COLUMNS = [
  'start_time',
  'arrived_time',
  'end_time',
  'distance_km',
  'last_point_at',
  'rating',
  'branch_id',
  'courier_id',
];
const columnsOf = (table: string) => sql.raw(COLUMNS.map((column) => `${table}.${column}`).join(', '));

function matching(table: string, filter: ReportFilter): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions = [
    sql`${column('business_id')} = ${filter.businessId}`,
    sql`${column('start_time')} >= ${dayStart(filter.startDate, filter.timeZone)}`,
    sql`${column('start_time')} < ${dayStart(filter.endDate, filter.timeZone, 1)}`,
  ];
  if (filter.branchId) conditions.push(sql`${column('branch_id')} = ${filter.branchId}`);
  if (filter.courierId) conditions.push(sql`${column('courier_id')} = ${filter.courierId}`);
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

/**
 * The trips a report covers, as the columns reports read: from the narrow, indexed trip_facts
 * (migration 0005), except the few still moving, whose distance and last point come from trips.
 * With `sort`, each part gives only its first `limit` rows in that order, through its index.
 */
function reportRows(filter: ReportFilter, sort?: TripSort, limit?: number) {
  const tail = sort ? sql` ORDER BY ${sql.raw(ORDER_BY[sort])} LIMIT ${limit}` : sql``;
  return sql`((SELECT trip_facts.trip_id AS id, ${columnsOf('trip_facts')} FROM trip_facts
      WHERE NOT trip_facts.moving AND ${matching('trip_facts', filter)}${tail})
    UNION ALL
    (SELECT * FROM (SELECT trips.id, ${columnsOf('trips')} FROM trip_facts
      JOIN trips ON trips.id = trip_facts.trip_id
      WHERE trip_facts.moving AND ${matching('trip_facts', filter)}) AS moving${tail}))`;
}

/**
 * One page of trips with their courier and branch. Each part gives its own first rows in the
 * page's order through its index, and only the page's rows are then read whole and joined.
 */
export async function tripPage(db: Db, filter: ReportFilter, sort: TripSort, limit: number, offset: number) {
  const { rows: ids } = await sql<{ id: string }>`
    SELECT id FROM ${reportRows(filter, sort, offset + limit)} AS page
    ORDER BY ${sql.raw(ORDER_BY[sort])} LIMIT ${limit} OFFSET ${offset}`.execute(db);
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
  const query = db
    .selectFrom(reportRows(filter).as('trips'))
    .select(Object.entries(columns).map(([name, expression]) => expression.as(name)));
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
  return (await db
    .selectFrom(reportRows(filter).as('trips'))
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
  const row = await db
    .selectFrom(reportRows(filter).as('trips'))
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

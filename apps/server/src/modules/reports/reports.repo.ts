import {
  daysStartOnWholeHours,
  LONG_DELIVERY_MINUTES,
  RATINGS,
  SLOW_ARRIVAL_MINUTES,
  SUSPICIOUS_ARRIVAL_MINUTES,
  type TripSort,
} from '@rutaviva/domain';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { findBranchOfBusiness, userWithBusiness } from '../business/business.repo';
import { findCourierOfBusiness } from '../team/team.repo';
import { COURIER_AND_BRANCH_NAMES, tripsWithCourierAndBranch } from '../trips/trips.repo';

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

function settledRows(filter: ReportFilter, tail: RawBuilder<unknown> = sql``) {
  return sql`(SELECT trip_facts.trip_id AS id, ${columnsOf('trip_facts')} FROM trip_facts
      WHERE NOT trip_facts.moving AND ${matching('trip_facts', filter)}${tail})`;
}

/** Trips with points and no end: their copy lags, so distance and last point come from trips. */
function movingRows(filter: ReportFilter, tail: RawBuilder<unknown> = sql``) {
  return sql`(SELECT * FROM (SELECT trips.id, ${columnsOf('trips')} FROM trip_facts
      JOIN trips ON trips.id = trip_facts.trip_id
      WHERE trip_facts.moving AND ${matching('trip_facts', filter)}) AS moving${tail})`;
}

/**
 * The trips a report covers, as the columns reports read: from the narrow, indexed trip_facts
 * (migration 0005), except the few still moving. With `sort`, each part gives only its first
 * `limit` rows in that order, through its index.
 */
function reportRows(filter: ReportFilter, sort?: TripSort, limit?: number) {
  const tail = sort ? sql` ORDER BY ${sql.raw(ORDER_BY[sort])} LIMIT ${limit}` : sql``;
  return sql`(${settledRows(filter, tail)} UNION ALL ${movingRows(filter, tail)})`;
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
  const rows = await tripsWithCourierAndBranch(db)
    .selectAll('trips')
    .select(COURIER_AND_BRANCH_NAMES)
    .where(
      'trips.id',
      'in',
      ids.map((row) => row.id),
    )
    .execute();
  const position = new Map(ids.map((row, index) => [row.id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** A spec's number of minutes as an SQL interval, passed as a parameter. */
const minutes = (count: number) => sql`make_interval(mins => ${count}::int)`;

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
    bad: count(sql`trips.rating = ${RATINGS.bad}`),
    okay: count(sql`trips.rating = ${RATINGS.okay}`),
    excellent: count(sql`trips.rating = ${RATINGS.excellent}`),
    unrated: count(sql`trips.rating is null`),
    slow_arrival: count(sql`trips.arrived_time - trips.start_time > ${minutes(SLOW_ARRIVAL_MINUTES)}`),
    long_delivery: count(sql`trips.end_time - trips.start_time > ${minutes(LONG_DELIVERY_MINUTES)}`),
    suspicious_arrival: count(
      sql`trips.arrived_time - trips.start_time < ${minutes(SUSPICIOUS_ARRIVAL_MINUTES)}`,
    ),
  };
}

export type TotalsRow = { [K in keyof ReturnType<typeof aggregates>]: number };
type Totals = TotalsRow & { date?: string };

const TOTAL_NAMES = Object.keys(aggregates()) as (keyof TotalsRow)[];

/** The same totals from trip_hour_totals, whose columns have the aggregates' names. */
const HOUR_SUMS = Object.fromEntries(
  TOTAL_NAMES.map((name) => [
    name,
    sql<number>`coalesce(sum(${sql.ref(`trip_hour_totals.${name}`)}), 0)::float8`,
  ]),
);

/** The hours (UTC) from the first day's start to the day after the last, for trip_hour_totals. */
function hourRange(filter: ReportFilter) {
  const conditions = [
    sql`trip_hour_totals.business_id = ${filter.businessId}`,
    sql`trip_hour_totals.hour >= (${dayStart(filter.startDate, filter.timeZone)} AT TIME ZONE 'UTC')`,
    sql`trip_hour_totals.hour < (${dayStart(filter.endDate, filter.timeZone, 1)} AT TIME ZONE 'UTC')`,
  ];
  if (filter.branchId) conditions.push(sql`trip_hour_totals.branch_id = ${filter.branchId}`);
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

/**
 * Without a courier, and when the zone's days start on whole hours, the settled trips' totals
 * are sums of trip_hour_totals rows: a few thousand for years of deliveries.
 */
const fromHours = (filter: ReportFilter) =>
  !filter.courierId && daysStartOnWholeHours(filter.timeZone, filter.startDate, filter.endDate);

function add(a: Totals, b: Totals): Totals {
  const sum = { ...a };
  for (const name of TOTAL_NAMES) sum[name] = a[name] + b[name];
  return sum;
}

async function aggregate(db: Db, rows: RawBuilder<unknown>, period?: RawBuilder<string>) {
  const columns = Object.entries(aggregates()).map(([name, expression]) => expression.as(name));
  const query = db.selectFrom(rows.as('trips'));
  if (!period) return (await query.select(columns).execute()) as unknown as Totals[];
  return (await query
    .select([period.as('date'), ...columns])
    .groupBy(sql`1`)
    .execute()) as unknown as Totals[];
}

async function hourSums(db: Db, filter: ReportFilter, period?: RawBuilder<string>) {
  const columns = Object.entries(HOUR_SUMS).map(([name, expression]) => expression.as(name));
  const query = db.selectFrom('trip_hour_totals').where(hourRange(filter));
  if (!period) return (await query.select(columns).execute()) as unknown as Totals[];
  return (await query
    .select([period.as('date'), ...columns])
    .groupBy(sql`1`)
    .execute()) as unknown as Totals[];
}

export async function totals(db: Db, filter: ReportFilter): Promise<TotalsRow> {
  if (!fromHours(filter)) return (await aggregate(db, reportRows(filter)))[0] as TotalsRow;
  const settled = await hourSums(db, filter);
  const moving = await aggregate(db, movingRows(filter));
  return add(settled[0] as Totals, moving[0] as Totals);
}

/** The totals per day, week or month in the viewer's zone, oldest first (the charts). */
export async function series(db: Db, filter: ReportFilter, bucket: 'day' | 'week' | 'month') {
  const periodOf = (instant: RawBuilder<unknown>) =>
    sql<string>`to_char(date_trunc(${bucket}, ${instant} AT TIME ZONE ${filter.timeZone}), 'YYYY-MM-DD')`;
  const parts = fromHours(filter)
    ? await Promise.all([
        hourSums(db, filter, periodOf(sql`(trip_hour_totals.hour AT TIME ZONE 'UTC')`)),
        aggregate(db, movingRows(filter), periodOf(sql`trips.start_time`)),
      ])
    : [await aggregate(db, reportRows(filter), periodOf(sql`trips.start_time`))];
  const byDate = new Map<string, Totals>();
  for (const row of parts.flat()) {
    const date = row.date as string;
    const known = byDate.get(date);
    byDate.set(date, known ? add(known, row) : row);
  }
  return [...byDate.values()]
    .filter((row) => row.deliveries > 0)
    .sort((a, b) => (a.date as string).localeCompare(b.date as string)) as (TotalsRow & { date: string })[];
}

/** The branch and courier a report names, when they are the business's own; null otherwise. */
export async function filterNames(db: Db, businessId: string, branchId?: string, courierId?: string) {
  const [branch, courier] = await Promise.all([
    branchId ? findBranchOfBusiness(db, businessId, branchId) : undefined,
    courierId ? findCourierOfBusiness(db, businessId, courierId) : undefined,
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
  return await userWithBusiness(db, businessId, userId)
    .select(['businesses.country_iso', 'users.language'])
    .executeTakeFirst();
}

import { CSV_COLUMNS, FIRST_BRANCH_DEFAULT_NAME, type ReportWords, type TripSort } from '@rutaviva/domain';
import { type CompiledQuery, type Expression, type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { type Db, withClient } from '../../db/database';
import { abandonedBefore } from '../../lib/clock';
import { tripsWithCourierAndBranch } from '../trips/trips.repo';
import { filtered, type ReportFilter, sorted } from './reports.repo';

type Column = (typeof CSV_COLUMNS)[number];

const caseOf = (value: Expression<unknown>, words: Record<string, string>) =>
  sql<string>`(case ${value} ${sql.join(
    Object.entries(words).map(([key, word]) => sql`when ${key} then ${word}`),
    sql` `,
  )} end)`;

/**
 * Text a person typed (or could have): a spreadsheet must never read it as a formula, and its
 * line breaks, however they were typed, become the one the file uses (see crlfLines). The guard
 * sees the text as typed, so a leading carriage return still earns its apostrophe.
 */
const safe = (value: Expression<unknown>) =>
  sql<string>`regexp_replace(report_safe_text(${value}), E'\\r\\n?', E'\\n', 'g')`;

/**
 * SPEC §3 "Report export columns", formatted by PostgreSQL so that rows stream out of COPY
 * without passing through JavaScript one by one. The texts match the domain's formatDate,
 * formatTime and formatDuration, and the words come from reportWords; tests hold them together.
 */
function exportColumns(
  filter: ReportFilter,
  words: ReportWords,
  now: Date,
  publicUrl: string,
): Record<Column, RawBuilder<unknown>> {
  const local = (column: string) => sql`(trips.${sql.ref(column)} AT TIME ZONE ${filter.timeZone})`;
  const clock = (column: string) => sql`to_char(${local(column)}, 'HH24:MI')`;
  const minutes = (column: string) =>
    sql`report_duration(extract(epoch from (trips.${sql.ref(column)} - trips.start_time)) / 60)`;
  const abandoned = sql`(trips.end_time is null and trips.point_count = 0 and trips.start_time < ${abandonedBefore(now)})`;
  let selected: RawBuilder<unknown> = sql`array_to_string(trips.selected, ', ')`;
  for (const [choice, word] of Object.entries(words.choices))
    selected = sql`replace(${selected}, ${choice}, ${word})`;
  return {
    start_date: sql`to_char(${local('start_time')}, 'DD/MM/YYYY')`,
    // The default first branch is stored in English (SPEC §3) and named in the file's language.
    branch_name: safe(
      sql`case when branches.name = ${FIRST_BRANCH_DEFAULT_NAME} then ${words.defaultBranch} else branches.name end`,
    ),
    delivery_user_full_name: safe(sql`couriers.name || ' ' || couriers.last_name`),
    trip_start_hour_minute: clock('start_time'),
    trip_arrived_time: sql`coalesce(${clock('arrived_time')}, case when trips.end_time is not null or ${abandoned} then ${words.missing.trip_never_registered_arrival} else ${words.missing.trip_not_yet_registered_arrival} end)`,
    trip_end_time: sql`coalesce(${clock('end_time')}, case when ${abandoned} then ${words.missing.never_registered_end} else ${words.missing.delivery_still_in_progress} end)`,
    time_last_update: clock('last_point_at'),
    trip_arrived_duration: minutes('arrived_time'),
    trip_end_duration: minutes('end_time'),
    duration_start_last_update: minutes('last_point_at'),
    trip_distance_so_far: sql`round(trips.distance_km::numeric, 2)`,
    customer_phone_number: safe(sql`trips.customer_phone_number`),
    rating: caseOf(sql`trips.rating`, Object.fromEntries(Object.entries(words.ratings))),
    selected: safe(selected),
    remarks: safe(sql`trips.remarks`),
    delivery_user_notes: safe(sql`trips.delivery_user_notes`),
    admin_notes: safe(sql`trips.admin_notes`),
    // Issue 15, after the spec's 17: a link that opens the photo from the spreadsheet, its key the
    // photo's digest (photoLinkKey), so whoever holds the export can see it without signing in.
    delivery_photo_url: sql`case when trips.photo_key ~ '-[0-9a-f]{32}[.][a-z]+$' then ${`${publicUrl}/api/trips/`} || trips.generated_trip_id || '/photo?key=' || substring(trips.photo_key from '-([0-9a-f]{32})[.][a-z]+$') end`,
    recipient_name: safe(sql`trips.recipient_name`),
    order_reference: safe(sql`trips.order_reference`),
  };
}

export function exportQuery(
  db: Db,
  filter: ReportFilter,
  sort: TripSort,
  words: ReportWords,
  now: Date,
  publicUrl: string,
): CompiledQuery {
  const columns = exportColumns(filter, words, now, publicUrl);
  const query = tripsWithCourierAndBranch(db).select(CSV_COLUMNS.map((column) => columns[column].as(column)));
  return sorted(filtered(query, filter), sort).compile();
}

/** COPY takes no bind parameters, so each is written in as an escaped literal. */
export function inlineParameters(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => {
    const value = query.parameters[Number(index) - 1];
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    if (typeof value === 'number' && Number.isFinite(value)) return `(${value})`;
    if (typeof value === 'string') return pg.escapeLiteral(value);
    throw new Error(`cannot inline parameter $${index} of type ${typeof value}`);
  });
}

const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * RFC 4180 ends every line with CRLF. COPY ends rows with a bare LF, and `safe` has turned every
 * line break inside a field into a bare LF too, so each LF byte becomes CRLF: then the file has
 * one line ending throughout. (0x0A never occurs inside a multi-byte UTF-8 character, so a chunk
 * can be rewritten on its own, wherever COPY cut it.)
 */
export function crlfLines(chunk: Buffer): Buffer {
  let at = chunk.indexOf(LF);
  if (at === -1) return chunk;
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    parts.push(chunk.subarray(from, at), CRLF);
    from = at + 1;
    at = chunk.indexOf(LF, from);
  }
  parts.push(chunk.subarray(from));
  return Buffer.concat(parts);
}

/**
 * Streams the query's rows as CSV (no header) from PostgreSQL's COPY, holding one connection
 * until the last chunk. Reading stops when the consumer stops: memory stays flat for any size.
 */
export async function* copyCsv(db: Db, query: CompiledQuery): AsyncGenerator<Buffer> {
  yield* withClient(db, async function* (client) {
    const stream = client.query(copyTo(`COPY (${inlineParameters(query)}) TO STDOUT WITH (FORMAT csv)`));
    for await (const chunk of stream) yield crlfLines(chunk as Buffer);
  });
}

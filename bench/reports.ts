import http from 'node:http';
import { reportWords, TRIP_SORTS, type TripSort } from '@rutaviva/domain';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createDb } from '../apps/server/src/db/database';
import { exportQuery, inlineParameters } from '../apps/server/src/modules/reports/export.repo';
import { type ReportFilter, totals, tripPage } from '../apps/server/src/modules/reports/reports.repo';
import type { Child } from './lib/children';
import { request } from './lib/http';
import type { Business } from './lib/seed';
import type { History } from './lib/seed-history';
import { fmt, log, percentile } from './lib/stats';

export const REPORTS = {
  trips: 1_000_000,
  days: 1_000,
  couriers: 40,
  pointTrips: 20_000,
  warmup: 8,
  requests: 80,
  pageSize: 25,
};

export interface Spread {
  p50: number;
  p95: number;
  count: number;
}

export interface ReportFigures {
  monthApp: Spread;
  monthSql: Spread;
  wholeApp: Spread;
  wholeSql: Spread;
}

export interface CsvFigures {
  appRows: number;
  appRowsPerSecond: number;
  copyRows: number;
  copyRowsPerSecond: number;
  bytes: number;
  /** Peak RSS while exporting, above the RSS before it (after GC). */
  memoryGrowth: number;
}

const TIME_ZONE = 'America/Mexico_City';

const spread = (values: number[]): Spread => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  count: values.length,
});

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Request `index`'s range: a 30-day window moving over the history, or the whole of it. */
function rangeOf(history: History, index: number, whole: boolean) {
  if (whole) return { start: history.firstDay, end: history.lastDay };
  const span = Math.max(1, REPORTS.days - 30);
  const start = addDays(history.firstDay, (index * 97) % span);
  return { start, end: addDays(start, 29) };
}

async function timed(task: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/**
 * GET /api/trips (totals and the first page, each sort in turn) against the same two queries run
 * straight through the app's repository functions on a pool of their own: the baseline is the SQL
 * alone, without HTTP, auth, validation or presenting.
 */
export async function benchReports(app: Child, databaseUrl: string, business: Business, history: History) {
  const db = createDb(databaseUrl, 2);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const measure = async (whole: boolean) => {
    const app_: number[] = [];
    const sql: number[] = [];
    for (let index = 0; index < REPORTS.warmup + REPORTS.requests; index++) {
      const { start, end } = rangeOf(history, index, whole);
      const sort = TRIP_SORTS[index % TRIP_SORTS.length] as TripSort;
      const path = `/api/trips?start_date=${start}&end_date=${end}&sort_by=${sort}&tz=${encodeURIComponent(TIME_ZONE)}`;
      const appMs = await timed(async () => {
        const response = await request({
          port: app.port,
          method: 'GET',
          path,
          agent,
          headers: { authorization: `Bearer ${business.adminToken}` },
          timeoutMs: 30_000,
        });
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.body}`);
      });
      const filter: ReportFilter = {
        businessId: business.businessId,
        startDate: start,
        endDate: end,
        timeZone: TIME_ZONE,
      };
      const sqlMs = await timed(async () => {
        await Promise.all([tripPage(db, filter, sort, REPORTS.pageSize, 0), totals(db, filter)]);
      });
      if (index >= REPORTS.warmup) {
        app_.push(appMs);
        sql.push(sqlMs);
      }
    }
    return { app: spread(app_), sql: spread(sql) };
  };
  try {
    log(`reports: ${REPORTS.requests} requests per range after ${REPORTS.warmup} warm-up, sorts in turn`);
    const month = await measure(false);
    log(
      `  30 days: app p50 ${fmt(month.app.p50, 1)} ms p95 ${fmt(month.app.p95, 1)} ms; SQL p95 ${fmt(month.sql.p95, 1)} ms`,
    );
    const whole = await measure(true);
    log(
      `  whole history: app p50 ${fmt(whole.app.p50, 1)} ms p95 ${fmt(whole.app.p95, 1)} ms; SQL p95 ${fmt(whole.sql.p95, 1)} ms`,
    );
    return { monthApp: month.app, monthSql: month.sql, wholeApp: whole.app, wholeSql: whole.sql };
  } finally {
    agent.destroy();
    await db.destroy();
  }
}

/** Counts the bytes and line ends of a stream of CSV chunks (the seeded text has no newlines). */
function counter() {
  let bytes = 0;
  let lines = 0;
  return {
    add(chunk: Buffer) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    },
    get bytes() {
      return bytes;
    },
    get lines() {
      return lines;
    },
  };
}

function downloadCsv(port: number, path: string, token: string) {
  return new Promise<{ rows: number; bytes: number }>((resolve, reject) => {
    const count = counter();
    const req = http.get(
      { host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => count.add(chunk));
        res.on('end', () => resolve({ rows: count.lines - 1, bytes: count.bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** The whole history as CSV through the app, then COPY of the same query straight from pg. */
export async function benchCsv(app: Child, databaseUrl: string, business: Business, history: History) {
  const path = `/api/trips/export.csv?start_date=${history.firstDay}&end_date=${history.lastDay}&tz=${encodeURIComponent(TIME_ZONE)}&language=english`;
  log(`CSV: ${fmt(history.trips)} rows through GET /api/trips/export.csv, then COPY (same query) TO STDOUT`);
  const before = await app.memory();
  let appResult = { rows: 0, bytes: 0 };
  const appMs = await timed(async () => {
    appResult = await downloadCsv(app.port, path, business.adminToken);
  });
  const after = await app.memory();

  const db = createDb(databaseUrl, 1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let copyRows = 0;
  const copyMs = await timed(async () => {
    const filter: ReportFilter = {
      businessId: business.businessId,
      startDate: history.firstDay,
      endDate: history.lastDay,
      timeZone: TIME_ZONE,
    };
    const query = exportQuery(
      db,
      filter,
      'date_creation',
      reportWords('english', 'MX'),
      new Date(),
      'http://localhost:3000',
    );
    const count = counter();
    const stream = client.query(copyTo(`COPY (${inlineParameters(query)}) TO STDOUT WITH (FORMAT csv)`));
    for await (const chunk of stream) count.add(chunk as Buffer);
    copyRows = count.lines;
  }).finally(async () => {
    await client.end();
    await db.destroy();
  });
  const figures: CsvFigures = {
    appRows: appResult.rows,
    appRowsPerSecond: appResult.rows / (appMs / 1000),
    copyRows,
    copyRowsPerSecond: copyRows / (copyMs / 1000),
    bytes: appResult.bytes,
    memoryGrowth: after.peakRss - before.rss,
  };
  log(
    `  app: ${fmt(figures.appRows)} rows, ${fmt(figures.bytes / 1e6, 1)} MB in ${fmt(appMs / 1000, 2)} s = ${fmt(figures.appRowsPerSecond)} rows/s; ` +
      `COPY: ${fmt(copyRows)} rows in ${fmt(copyMs / 1000, 2)} s = ${fmt(figures.copyRowsPerSecond)} rows/s; ` +
      `server RSS ${fmt(before.rss / 1e6, 1)} MB → peak ${fmt(after.peakRss / 1e6, 1)} MB`,
  );
  return figures;
}

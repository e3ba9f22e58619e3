import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { TEST_JWT_SECRET, TestClock, testConfig } from '../../test/context';
import { parseCsv } from '../../test/csv';
import {
  bearer,
  courierLogin,
  courierStep,
  createBusiness,
  createCourier,
  expectStatus,
  postPoints,
  signIn,
  startTrip,
} from '../../test/factories';
import { recordResponseMismatches } from '../../test/openapi-responses';
import { adminQuery, databaseUrl, quoteIdent } from '../../test/postgres';
import { buildApp } from '../app';
import { startJobs } from '../jobs';
import { createEmailProvider } from '../providers/email';
import { createMessagesProvider } from '../providers/messages';
import { MemoryBus } from '../realtime/bus';
import { createDb, type Db } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';

const run = promisify(execFile);

/**
 * docs/deploy.md's backup and restore, run as written: a database filled through the API is
 * dumped with `pg_dump -Fc`, restored with `pg_restore` into a fresh database, and the app started
 * on the copy answers what the original answered. It needs PostgreSQL's client tools no older than
 * the server (pg_dump refuses a newer server); the embedded PostgreSQL ships none.
 */
async function toolsProblem(adminUrl: string): Promise<string | undefined> {
  const versions: number[] = [];
  for (const tool of ['pg_dump', 'pg_restore']) {
    try {
      const { stdout } = await run(tool, ['--version']);
      versions.push(Number(/\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1]));
    } catch {
      return `no ${tool} on PATH (apt-get install postgresql-client-15 or newer)`;
    }
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const server = Math.floor(
    Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000,
  );
  await client.end();
  const oldest = Math.min(...versions);
  if (!(oldest >= server)) return `pg_dump ${oldest} cannot dump a PostgreSQL ${server} server`;
  return undefined;
}

const adminUrl = inject('adminDatabaseUrl');

/** A new database of the test server, dropped when the test ends. */
async function freshDatabase(label: string) {
  const name = `${inject('testDatabasePrefix')}${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE template0`);
  const url = databaseUrl(adminUrl, name);
  const db = createDb(url, 4);
  onTestFinished(async () => {
    await db.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
  return { url, db };
}

/** What main.ts does at start, on the test's config and clock; stopped when the test ends. */
async function startProcess(database: { url: string; db: Db }) {
  const { url, db } = database;
  const applied = await migrateToLatest(db);
  const clock = new TestClock();
  const config = testConfig();
  const jobs = await startJobs({ config, databaseUrl: url, db, clock, onError: () => {} });
  const app = await buildApp({
    config,
    db,
    clock,
    email: createEmailProvider(config, db, clock, () => {}),
    messages: createMessagesProvider(config, db, clock, () => {}),
    bus: new MemoryBus(),
    jwtSecret: TEST_JWT_SECRET,
    onSend: recordResponseMismatches(),
  });
  onTestFinished(async () => {
    await app.close();
    await jobs.stop();
  });
  return { app, db, clock, applied };
}
const problem = await toolsProblem(adminUrl);
if (problem) console.warn(`backup-restore.test.ts skipped: ${problem}`);

describe.skipIf(problem)('a pg_dump backup restored into a fresh database (docs/deploy.md)', () => {
  it('serves the same business: login, trip list and totals, route, tracking link, CSV; takes the next migration', async () => {
    // The original, started as main.ts starts a process: migrations, background jobs (pg-boss's
    // schema is part of the backup), the app.
    const original = await freshDatabase('original');
    const ctx = await startProcess(original);
    const { session: admin, input } = await createBusiness(ctx.app, { full_name: 'Rosa Backup' });
    const couriers = [
      await createCourier(ctx.app, admin, { name: 'Ana', last_name: 'Respaldo' }),
      await createCourier(ctx.app, admin, { name: 'Luis', last_name: 'Copia' }),
    ];
    const trips = [];
    for (const [index, courier] of couriers.entries()) {
      const trip = await startTrip(ctx.app, courier, `55 1111 22${index}${index}`);
      const start = ctx.clock.seconds();
      ctx.clock.advance(10 * 60_000);
      const points = Array.from({ length: 20 }, (_, i) => ({
        lat: 19.4326 + i * 0.0005 + index * 0.01,
        lng: -99.1332 + i * 0.0004,
        timestamp: start + 30 * (i + 1),
      }));
      expect((await postPoints(ctx.app, courier, trip.generated_trip_id, points)).statusCode).toBe(200);
      expect((await courierStep(ctx.app, courier, trip, 'arrival')).statusCode).toBe(200);
      ctx.clock.advance(2 * 60_000);
      expect((await courierStep(ctx.app, courier, trip, 'end')).statusCode).toBe(200);
      trips.push(trip);
    }
    const [reviewed, other] = trips as [(typeof trips)[number], (typeof trips)[number]];
    const review = { rating: 3, selected: ['courier'], remarks: 'Llegó bien', improvement: '' };
    await expectStatus(
      ctx.app,
      { method: 'PATCH', url: `/api/trips/${reviewed.generated_trip_id}`, payload: { trip: review } },
      200,
    );

    const day = ctx.clock.now().toISOString().slice(0, 10);
    const period = `start_date=${day}&end_date=${day}&tz=UTC`;
    const answers = async (app: FastifyInstance, token: string) => {
      const get = async (url: string, headers: Record<string, string> = {}) =>
        (await expectStatus(app, { method: 'GET', url, headers }, 200)).body;
      const headers = bearer({ jwt_token: token });
      return {
        list: JSON.parse(await get(`/api/trips?${period}`, headers)),
        route: JSON.parse(await get(`/api/trips/${other.generated_trip_id}/route`, headers)),
        tracking: JSON.parse(await get(`/api/trips/${reviewed.generated_trip_id}`)),
        csv: await get(`/api/trips/export.csv?${period}`, headers),
      };
    };
    const before = await answers(ctx.app, admin.jwt_token);
    expect(before.list.totals).toMatchObject({ deliveries: 2, ratings: expect.anything() });
    expect(before.route.all_coordinates).toHaveLength(20);
    expect(before.tracking).toMatchObject({ rating: 3 });
    expect(parseCsv(before.csv).filter((row) => row.length > 1)).toHaveLength(3);
    expect(before.csv).toContain('Respaldo');

    // The commands of docs/deploy.md.
    const dump = join(inject('testRunDir'), `backup-${randomBytes(4).toString('hex')}.dump`);
    await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${original.url}`]);
    const restoredDatabase = await freshDatabase('restored');
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${restoredDatabase.url}`,
      dump,
    ]);
    const restored = await startProcess(restoredDatabase);
    expect(restored.applied).toEqual([]);
    restored.clock.advance(ctx.clock.now().getTime() - restored.clock.now().getTime());

    const session = await signIn(restored.app, input);
    expect(
      (await courierLogin(restored.app, couriers[0]?.courier.username ?? '', 'courier-pass')).statusCode,
    ).toBe(200);
    expect(await answers(restored.app, session.jwt_token)).toEqual(before);

    // The migrations table is whole, so the copy takes the next release's migrations.
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
      restored.db,
    );
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    const next = new Migrator({
      db: restored.db,
      provider: {
        getMigrations: async () => ({
          ...migrations,
          '9999-next-release': {
            up: async (db) => {
              await sql`ALTER TABLE trips ADD COLUMN restored_check text`.execute(db);
            },
          },
        }),
      },
    });
    const result = await next.migrateToLatest();
    expect(result.error).toBeUndefined();
    expect(result.results?.map((step) => `${step.migrationName} ${step.status}`)).toEqual([
      '9999-next-release Success',
    ]);
  }, 60_000);
});

/**
 * `npm run bench`: ingest, realtime fan-out and memory per stream (DESIGN §9), each beside a
 * baseline measured in the same run. Uses DATABASE_URL / REDIS_URL when set (127.0.0.1 only),
 * else an embedded PostgreSQL and no Redis. `npm run bench -- fanout` runs one part. See
 * bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { benchBilling } from './billing';
import { benchEta, ETA_BENCH } from './eta';
import { barePosts, courierPosts, describeLatencies, FANOUT, measureFanout, measureRedis } from './fanout';
import { benchIngest, INGEST } from './ingest';
import { type Child, startChild, stopAllChildren } from './lib/children';
import { createBenchDatabase, startPostgres } from './lib/postgres';
import { type Business, type Courier, createCouriers, createTrips, signUp } from './lib/seed';
import { seedHistory } from './lib/seed-history';
import { fmt, log } from './lib/stats';
import { benchLighthouse, LIGHTHOUSE } from './lighthouse';
import { benchLogins } from './logins';
import { describeMemory, MEMORY, measureStreamMemory, timeOpening } from './memory';
import { benchCsv, benchReports, REPORTS } from './reports';
import type { Results } from './results';
import { benchSoak, describeSoak, SOAK } from './soak';
import { printTable } from './table';
import { benchTrackingPage } from './tracking-page';
import { benchWebhooks } from './webhooks';

/** The soak's own minutes come on top of the rest. */
const HARD_LIMIT_MS = (20 + (process.argv.includes('soak') ? SOAK.minutes + 5 : 0)) * 60_000;
const PARTS = [
  'ingest',
  'fanout',
  'memory',
  'tracking',
  'reports',
  'billing',
  'lighthouse',
  'eta',
  'webhooks',
  'logins',
  'soak',
] as const;
type Part = (typeof PARTS)[number];
/** Parts run only when named: the soak alone takes SOAK_MINUTES (10) and more. */
const ON_REQUEST: readonly Part[] = ['soak'];
const only = new Set(process.argv.slice(2).filter((arg): arg is Part => PARTS.includes(arg as Part)));
const runs = (part: Part) => (only.size === 0 ? !ON_REQUEST.includes(part) : only.has(part));
/** BENCH_CPU_PROF=<dir>: the app's server children write V8 CPU profiles there (node --cpu-prof). */
const cpuProf = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopAllChildren().catch((error) => console.error('stopping children:', error));
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  })();
  return cleaning;
}

function redisUrlFromEnv(): string | undefined {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1') throw new Error('REDIS_URL must point at 127.0.0.1');
  return url;
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Setup {
  sql: pg.Pool;
  business: Business;
  couriers: Courier[];
  startServer(name: string, env?: Record<string, string>): Promise<Child>;
  startBare(ipc?: boolean): Promise<Child>;
  startMemoryServer(): Promise<Child>;
  /** main.ts as `npm start` runs it (REDIS_URL when set), plus --expose-gc and the memory probe. */
  startProbedServer(): Promise<Child>;
  jwtSecret: string;
}

/** Fan-out (a), on the process `npm start` would run. */
async function fanoutOneProcess(setup: Setup, server: Child, results: Results) {
  const { sql, business, couriers } = setup;
  const courier = couriers[0] as Courier;
  log(`fan-out (a): ${FANOUT.streams} streams on one trip, one server process (in-process bus)`);
  const [trip] = await createTrips(sql, business, [courier]);
  const posts = courierPosts(server.port, trip as NonNullable<typeof trip>);
  const single = await measureFanout({
    label: 'one process',
    streamPort: server.port,
    streamPath: `/api/trips/${trip?.generatedId}/stream`,
    ...posts,
  }).finally(posts.close);
  results.single = single;
  log(`  ${describeLatencies(single)}`);
  log(`  frame: ${single.frame.length} bytes`);
}

/** The bare node:http baseline of (a), then (b) two processes over Redis and its baseline. */
async function fanoutBaselinesAndRedis(setup: Setup, redisUrl: string | undefined, results: Results) {
  const { sql, business, couriers } = setup;
  const courier = couriers[0] as Courier;
  const frame = results.single?.frame ?? '';
  log(`fan-out baseline: ${FANOUT.streams} streams on a bare node:http SSE server, same frame`);
  const bare = await setup.startBare();
  const bareP = barePosts(bare.port, frame);
  results.bareFanout = await measureFanout({
    label: 'bare node:http',
    streamPort: bare.port,
    streamPath: '/stream',
    ...bareP,
  }).finally(bareP.close);
  log(`  ${describeLatencies(results.bareFanout)}`);
  await bare.stop();

  if (!redisUrl) {
    log('fan-out (b) and its Redis baseline skipped: REDIS_URL is not set');
    return;
  }
  log(`fan-out (b): ${FANOUT.streams} streams on process B, POSTs on process A, bus over Redis`);
  const [a, b] = await Promise.all([
    setup.startServer('server A', { REDIS_URL: redisUrl }),
    setup.startServer('server B', { REDIS_URL: redisUrl }),
  ]);
  const [shared] = await createTrips(sql, business, [courier]);
  const postsA = courierPosts(a.port, shared as NonNullable<typeof shared>);
  results.twoProcesses = await measureFanout({
    label: 'two processes',
    streamPort: b.port,
    streamPath: `/api/trips/${shared?.generatedId}/stream`,
    ...postsA,
  }).finally(postsA.close);
  log(`  ${describeLatencies(results.twoProcesses)}`);
  await Promise.all([a.stop(), b.stop()]);
  log(`fan-out baseline: bare Redis publish→receive (ioredis), ${FANOUT.redisMessages} messages`);
  results.redis = await measureRedis(redisUrl, frame);
  log(`  ${describeLatencies(results.redis)}`);
}

async function memory(setup: Setup, results: Results) {
  const { sql, business, couriers } = setup;
  log(`memory: ${fmt(MEMORY.streams)} idle streams, each on its own trip`);
  const trips = await createTrips(
    sql,
    business,
    Array.from({ length: MEMORY.streams }, (_, index) => couriers[index % couriers.length] as Courier),
  );
  const appPaths = trips.map((trip) => `/api/trips/${trip.generatedId}/stream`);
  const barePaths: string[] = Array(MEMORY.streams).fill('/stream');
  const [app, bare] = await Promise.all([setup.startMemoryServer(), setup.startBare(true)]);
  try {
    results.appMemory = await measureStreamMemory(app, appPaths, 'app');
    log(`  app: ${describeMemory(results.appMemory)}`);
    results.bareMemory = await measureStreamMemory(bare, barePaths, 'bare');
    log(`  bare node:http: ${describeMemory(results.bareMemory)}`);
    // The opening time again, in turn, a few times: the best of each is the least disturbed by
    // whatever else the machine runs.
    for (let round = 1; round < MEMORY.openRounds; round++) {
      const appSeconds = await timeOpening(app, appPaths);
      const bareSeconds = await timeOpening(bare, barePaths);
      log(
        `  opening again: app ${fmt(appSeconds, 2)} s, bare ${fmt(bareSeconds, 2)} s (load average ${load()})`,
      );
      results.appMemory.openSeconds = Math.min(results.appMemory.openSeconds, appSeconds);
      results.bareMemory.openSeconds = Math.min(results.bareMemory.openSeconds, bareSeconds);
    }
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

/** Reports and CSV over one business with a million past trips, on the app with --expose-gc. */
async function reports(setup: Setup, databaseUrl: string, results: Results) {
  const app = await setup.startMemoryServer();
  const business = await signUp(app.port);
  const couriers = await createCouriers(setup.sql, business, REPORTS.couriers, 'unused');
  log(`reports: seeding ${fmt(REPORTS.trips)} trips over ${fmt(REPORTS.days)} days (SQL)…`);
  const started = performance.now();
  const history = await seedHistory(setup.sql, business, couriers, REPORTS);
  log(
    `  seeded in ${fmt((performance.now() - started) / 1000, 0)} s: ${fmt(history.trips)} trips ${history.firstDay} → ${history.lastDay}, ` +
      `${fmt(history.points)} points for the latest ${fmt(REPORTS.pointTrips)}`,
  );
  results.reports = await benchReports(app, databaseUrl, business, history);
  results.csv = await benchCsv(app, databaseUrl, business, history);
  await app.stop();
}

/** Issue 17: 50 logins at once on the app (scrypt at today's cost), against a bare scrypt server. */
async function logins(setup: Setup, results: Results) {
  const app = await setup.startMemoryServer();
  const bare = await startChild({
    name: 'bare scrypt server',
    script: 'bench/bare-scrypt.ts',
    nodeArgs: ['--expose-gc'],
    ipc: true,
    readyText: 'bare scrypt server ready',
  });
  results.logins = await benchLogins(app, bare, setup.sql).finally(() =>
    Promise.all([app.stop(), bare.stop()]),
  );
}

/** Issue 17: the live-trips scenario at twice its target, on main.ts as `npm start` runs it. */
async function soak(setup: Setup, redisUrl: string | undefined, results: Results) {
  log(
    `soak: ${SOAK.couriers} couriers × ${SOAK.pointsPerBatch} points every ${SOAK.batchMs / 1000} s, ` +
      `a tracking stream per trip and ${SOAK.monitors} monitors, ${SOAK.minutes} min, ` +
      `one process (${redisUrl ? 'bus over Redis' : 'in-process bus'}); load average ${load()}`,
  );
  const server = await setup.startProbedServer();
  try {
    results.soak = await benchSoak(setup.sql, server, setup.jwtSecret);
  } finally {
    await server.stop();
  }
  log(`  ${describeSoak(results.soak)}`);
  log(`  load average ${load()}`);
}

/** Issue 15: the arrival estimate's accuracy, pure computation (no server, no database). */
function eta(results: Results) {
  log(`arrival estimate: ${ETA_BENCH.deliveries} simulated deliveries on the demo's Mexico City streets`);
  const started = performance.now();
  results.eta = benchEta();
  const factor = results.eta.detourFactor;
  log(
    `  learned detour factor ${factor === null ? 'none' : fmt(factor, 2)} from ${ETA_BENCH.history} past deliveries; ` +
      `true arrival inside the shown range ${fmt(results.eta.inRange * 100, 0)} % of the time; ${fmt(performance.now() - started, 0)} ms`,
  );
}

async function main() {
  const results: Results = {};
  if (only.size === 1 && only.has('eta')) {
    console.log(
      `RutaViva benchmarks — Node ${process.version}, ${os.cpus().length} cores, load average ${load()}`,
    );
    eta(results);
    printTable(results);
    console.log(`load average at the end: ${load()}`);
    return;
  }
  const redisUrl = redisUrlFromEnv();
  const postgres = await startPostgres();
  cleanups.push(() => postgres.stop());
  const database = await createBenchDatabase(postgres.adminUrl);
  cleanups.push(() => database.drop());
  console.log(
    `RutaViva benchmarks — Node ${process.version}, ${os.cpus().length} cores, load average ${load()}\n` +
      `PostgreSQL: ${postgres.description}, database ${database.name}; Redis: ${redisUrl ? 'REDIS_URL' : 'not set'}`,
  );
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  cleanups.push(() => sql.end());

  const jwtSecret = randomBytes(32).toString('hex');
  const serverEnv = {
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret,
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Thousands of simulated phones all come from 127.0.0.1: lift the per-address limits and
    // stream caps, as an operator behind one NAT would.
    RATE_LIMIT_MULTIPLIER: '1000',
    // Each run's keys apart from earlier runs' rate-limit counters in a shared Redis.
    REDIS_PREFIX: `rutaviva-bench-${randomBytes(4).toString('hex')}:`,
  };
  const startServer = (name: string, env: Record<string, string> = {}) =>
    startChild({
      name,
      script: 'apps/server/src/main.ts',
      nodeArgs: cpuProf,
      env: { ...serverEnv, ...env },
      readyText: 'RutaViva is running at',
    });
  const startBare = (ipc = false) =>
    startChild({
      name: 'bare SSE server',
      script: 'bench/bare-sse.ts',
      nodeArgs: ipc ? ['--expose-gc'] : [],
      ipc,
      readyText: 'bare SSE server ready',
    });
  const startProbedServer = () =>
    startChild({
      name: 'server (soak)',
      script: 'apps/server/src/main.ts',
      nodeArgs: ['--expose-gc', '--import', 'tsx', '--import', './bench/lib/memory-probe.ts', ...cpuProf],
      ipc: true,
      env: { ...serverEnv, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
      readyText: 'RutaViva is running at',
    });
  const startMemoryServer = () =>
    startChild({
      name: 'server (memory)',
      script: 'bench/server.ts',
      nodeArgs: ['--expose-gc', ...cpuProf],
      ipc: true,
      env: serverEnv,
      readyText: 'bench server ready',
    });

  // One server process as `npm start` runs it (in-process bus), for ingest and fan-out (a).
  const server = await startServer('server');
  const business = await signUp(server.port);
  const couriers = await createCouriers(sql, business, INGEST.couriers, jwtSecret);
  log(`seeded 1 business (POST /api/signup) and ${couriers.length} couriers (SQL)`);
  const setup: Setup = {
    sql,
    business,
    couriers,
    startServer,
    startBare,
    startMemoryServer,
    startProbedServer,
    jwtSecret,
  };
  if (runs('eta')) eta(results);

  // Fan-out first, so ingest's aftermath (autovacuum, checkpoints) does not land in its numbers.
  if (runs('fanout')) await fanoutOneProcess(setup, server, results);
  if (runs('ingest')) {
    const trips = await createTrips(sql, business, couriers);
    results.ingest = await benchIngest(server.port, database.url, trips);
  }
  if (runs('tracking')) {
    log('tracking page: /t on a throttled phone (150 ms RTT, 1.6 Mbps, 4× CPU), against a bare page');
    const [trip] = await createTrips(sql, business, [couriers[1] as Courier]);
    results.tracking = (await benchTrackingPage(server.port, trip as NonNullable<typeof trip>)) ?? undefined;
    if (!results.tracking) log('  skipped: apps/web/dist/t.html is missing (npm run build first)');
  }
  if (runs('lighthouse')) {
    log(
      `lighthouse: / (${LIGHTHOUSE.performanceRuns} runs, mobile, simulated throttling), ${LIGHTHOUSE.scoredPaths.join(', ')}, against a bare page`,
    );
    results.lighthouse = (await benchLighthouse(server.port)) ?? undefined;
    if (!results.lighthouse) log('  skipped: apps/web/dist/index.html is missing (npm run build first)');
  }
  await server.stop();
  if (runs('fanout')) await fanoutBaselinesAndRedis(setup, redisUrl, results);
  if (runs('memory')) await memory(setup, results);
  if (runs('reports')) await reports(setup, database.url, results);
  if (runs('billing')) results.billing = await benchBilling(database.url);
  if (runs('webhooks')) results.webhooks = await benchWebhooks(database.url);
  if (runs('logins')) await logins(setup, results);
  if (runs('soak')) await soak(setup, redisUrl, results);
  printTable(results);
  console.log(`load average at the end: ${load()}`);
}

let interrupted = false;
const hardLimit = setTimeout(() => {
  interrupted = true;
  console.error(`bench: still running after ${HARD_LIMIT_MS / 60_000} minutes; stopping`);
  void cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_MS);
hardLimit.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`bench: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const started = performance.now();
try {
  await main();
  log(`done in ${fmt((performance.now() - started) / 1000, 0)} s`);
} catch (error) {
  // Once interrupted, the steps still running fail as their children stop: nothing to report.
  if (!interrupted) console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

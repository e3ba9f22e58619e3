import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import type { Child, ChildMemory } from './lib/children';
import { openSse, request, type SseStream } from './lib/http';
import {
  type Business,
  type Courier,
  createCouriers,
  createTrips,
  Route,
  signUp,
  type Trip,
} from './lib/seed';
import { fmt, log, percentile, sleep } from './lib/stats';

/**
 * The live-trips scenario (issue 17 "Load and soak"). The product's sizing unit is 1,000 active
 * couriers, each sending a batch of 5 points every 5 s (the courier app's DEFAULT_BATCH_MS), with
 * one customer following each delivery on its tracking stream and a few monitors open; the soak
 * runs twice that.
 */
export const SOAK = {
  couriers: Number(process.env.SOAK_COURIERS ?? 2_000),
  minutes: Number(process.env.SOAK_MINUTES ?? 10),
  batchMs: 5_000,
  pointsPerBatch: 5,
  monitors: 3,
  /** A delivery lasts 3 to 12 minutes, then the courier ends it and starts the next one. */
  tripBatches: [36, 144] as const,
  /** Minutes left out of the memory comparison while caches and the heap settle. */
  warmupMinutes: 1,
  /** How many minutes after the warm-up, and at the end, are averaged for the memory verdict. */
  memoryWindowMinutes: 2,
  /** Memory is flat when the end's figures are within these of the start's. */
  heapTolerance: { ratio: 0.1, bytes: 8 * 1024 * 1024 },
  rssTolerance: { ratio: 0.15, bytes: 16 * 1024 * 1024 },
  fanoutP99Ms: 50,
  /** A frame not on its stream this long after its POST was answered counts as missed (an error). */
  missedAfterMs: 5_000,
  agentSockets: 128,
};

export interface SoakMinute {
  minute: number;
  requests: number;
  errors: number;
  postP50: number;
  postP99: number;
  fanoutP50: number;
  fanoutP99: number;
  receipts: number;
  monitorFrames: number;
  streams: number;
  memory: ChildMemory;
  /** The load generator's own event-loop delay in the minute (p99, longest; ms): it shares the cores. */
  benchLoopP99: number;
  benchLoopMax: number;
  /** PostgreSQL checkpoints that began in the minute (pg_stat_bgwriter). */
  checkpoints: number;
}

export interface SoakFigures {
  couriers: number;
  minutes: SoakMinute[];
  errors: number;
  firstErrors: string[];
  heapStart: number;
  heapEnd: number;
  rssStart: number;
  rssEnd: number;
  memoryFlat: boolean;
  fanoutMet: boolean;
  pass: boolean;
}

interface Bucket {
  requests: number;
  errors: number;
  posts: number[];
  fanout: number[];
  monitorFrames: number;
}

const newBucket = (): Bucket => ({ requests: 0, errors: 0, posts: [], fanout: [], monitorFrames: 0 });

const ID_LINE = /^id: (\d+)$/m;
const EVENT_LINE = /^event: ([\w-]+)$/m;

/** One courier's current delivery and its customer's stream. */
interface Delivery {
  trip: Trip;
  route: Route;
  /** Batches sent on this trip, and how many it gets before it ends. */
  sent: number;
  length: number;
  stream?: SseStream;
  /** Frame id → when its POST was sent (and answered), until the frame reaches the stream. */
  waiting: Map<number, { at: number; answeredAt?: number; bucket: Bucket }>;
  ended: boolean;
}

const randomInt = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/**
 * Runs the scenario against `server` (main.ts as `npm start` runs it, with --expose-gc and the
 * memory probe) for SOAK.minutes and reports each minute.
 */
export async function benchSoak(sql: pg.Pool, server: Child, jwtSecret: string): Promise<SoakFigures> {
  const port = server.port;
  const business = await signUp(port);
  const couriers = await createCouriers(sql, business, SOAK.couriers, jwtSecret);
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOAK.agentSockets });
  const buckets: Bucket[] = [newBucket()];
  let bucket = buckets[0] as Bucket;
  const firstErrors: string[] = [];
  let stopping = false;
  let openStreams = 0;
  const fail = (what: string, into = bucket) => {
    into.errors++;
    if (firstErrors.length < 10) firstErrors.push(`${what} (minute ${buckets.indexOf(into) + 1})`);
  };

  const call = async (method: 'GET' | 'POST', path: string, token: string, body: unknown) => {
    const into = bucket;
    into.requests++;
    const response = await request({
      port,
      agent,
      method,
      path,
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).catch((error: Error) => ({ status: 0, body: error.message }));
    if (response.status < 200 || response.status >= 300) {
      fail(
        `${method} ${path.replace(/[\w-]{20,}/, ':id')}: ${response.status} ${response.body.slice(0, 120)}`,
        into,
      );
      return null;
    }
    return response.body;
  };

  /** The customer opens the tracking link: the trip's stream, until `ended` closes it. */
  const follow = async (delivery: Delivery) => {
    const into = bucket;
    into.requests++;
    const onFrame = (frame: string, at: number) => {
      const event = EVENT_LINE.exec(frame)?.[1];
      if (event === 'ended') delivery.ended = true;
      if (event !== 'coordinates') return;
      const id = Number(ID_LINE.exec(frame)?.[1]);
      const sent = delivery.waiting.get(id);
      if (!sent) return;
      delivery.waiting.delete(id);
      sent.bucket.fanout.push(at - sent.at);
    };
    const onEnd = () => {
      openStreams--;
      if (!delivery.ended && !stopping) fail(`stream of ${delivery.trip.generatedId} ended early`);
    };
    try {
      delivery.stream = await openSse(
        port,
        `/api/trips/${delivery.trip.generatedId}/stream`,
        onFrame,
        10_000,
        onEnd,
      );
      openStreams++;
    } catch (error) {
      fail(`opening a stream: ${String(error)}`, into);
    }
  };

  const deliveries: Delivery[] = (await createTrips(sql, business, couriers)).map((trip) => ({
    trip,
    route: new Route(10),
    sent: 0,
    // Deliveries already under way: their ends spread over the run from the start.
    length: randomInt(12, SOAK.tripBatches[1]),
    waiting: new Map(),
    ended: false,
  }));
  log(`  soak: ${fmt(couriers.length)} couriers and their trips (SQL); opening the customers' streams…`);
  for (let start = 0; start < deliveries.length; start += 100)
    await Promise.all(deliveries.slice(start, start + 100).map(follow));
  const monitors = Array.from({ length: SOAK.monitors }, () =>
    watchBusiness(port, business, () => bucket, fail),
  );
  await Promise.all(monitors.map((monitor) => monitor.opened));
  log(`  soak: ${fmt(openStreams)} tracking streams and ${SOAK.monitors} monitor streams open`);

  /** One batch; at the delivery's end, the courier ends it and starts the next one. */
  const tick = async (courier: Courier, index: number) => {
    let delivery = deliveries[index] as Delivery;
    const points = delivery.route.next(SOAK.pointsPerBatch);
    delivery.sent++;
    const id = delivery.sent * SOAK.pointsPerBatch;
    const into = bucket;
    const at = performance.now();
    const sent: { at: number; answeredAt?: number; bucket: Bucket } = { at, bucket: into };
    delivery.waiting.set(id, sent);
    const path = `/api/trips/${delivery.trip.generatedId}/coordinates`;
    const answered = await call('POST', path, courier.token, { points });
    sent.answeredAt = performance.now();
    if (answered === null) delivery.waiting.delete(id);
    else into.posts.push(sent.answeredAt - at);
    if (delivery.sent < delivery.length || stopping) return;
    await call('POST', `/api/trips/${delivery.trip.generatedId}/end`, courier.token, {});
    const started = await call('POST', '/api/trips', courier.token, {
      customer_phone_number: '55 1111 2222',
    });
    if (started === null) return;
    const { generated_trip_id: generatedId, trip_id: id2 } = JSON.parse(started) as {
      generated_trip_id: string;
      trip_id: string;
    };
    delivery = {
      trip: { id: id2, generatedId, courier },
      route: new Route(2),
      sent: 0,
      length: randomInt(...SOAK.tripBatches),
      waiting: new Map(),
      ended: false,
    };
    // The old one's last frame may still be on its way: the sweep keeps an eye on it.
    retired.add(deliveries[index] as Delivery);
    deliveries[index] = delivery;
    await follow(delivery);
  };

  /** Frames still missing SOAK.missedAfterMs after their POST's answer are errors of the minute it was sent in. */
  const retired = new Set<Delivery>();
  const sweep = () => {
    const now = performance.now();
    for (const delivery of retired) if (delivery.waiting.size === 0) retired.delete(delivery);
    for (const delivery of [...deliveries, ...retired]) {
      for (const [id, sent] of delivery.waiting) {
        if (sent.answeredAt === undefined || now - sent.answeredAt < SOAK.missedAfterMs) continue;
        delivery.waiting.delete(id);
        fail(`frame ${id} of ${delivery.trip.generatedId} missed`, sent.bucket);
      }
    }
  };

  const memoryBefore = await server.memory();
  log(
    `  soak: ${SOAK.minutes} min, ${fmt((couriers.length * SOAK.pointsPerBatch * 1000) / SOAK.batchMs)} points/s; ` +
      `server RSS ${mb(memoryBefore.rss)}, heap ${mb(memoryBefore.heapUsed)} after GC`,
  );
  const began = performance.now();
  const end = began + SOAK.minutes * 60_000;
  // Each courier on its own 5-second beat, the beats spread evenly over the 5 seconds.
  const lanes = couriers.map(async (courier, index) => {
    let due = began + (index / couriers.length) * SOAK.batchMs;
    for (;;) {
      await sleep(Math.max(0, due - performance.now()));
      if (performance.now() >= end) return;
      await tick(courier, index);
      due += SOAK.batchMs;
    }
  });
  const sweeper = setInterval(sweep, 1_000);
  const minutes: SoakMinute[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const checkpointCount = await checkpointCounter(sql);
  let checkpointsBefore = await checkpointCount();
  for (let minute = 1; minute <= SOAK.minutes; minute++) {
    await sleep(Math.max(0, began + minute * 60_000 - performance.now()));
    const done = bucket;
    const monitorFrames = done.monitorFrames;
    const benchLoopP99 = loop.percentile(99) / 1e6;
    const benchLoopMax = loop.max / 1e6;
    loop.reset();
    if (minute < SOAK.minutes) {
      bucket = newBucket();
      buckets.push(bucket);
    }
    // The server's figures are cut at the same moment as the load generator's. Nothing is
    // collected by force in the middle of the traffic: two full collections of the server's heap
    // held every stream for tens of milliseconds each minute.
    const serverMinute = server.memory({ collect: false });
    const checkpointsNow = await checkpointCount();
    const checkpoints = checkpointsNow - checkpointsBefore;
    checkpointsBefore = checkpointsNow;
    // Receipts still on their way land in `done` before it is read.
    await sleep(SOAK.missedAfterMs + 200);
    sweep();
    const row: SoakMinute = {
      minute,
      requests: done.requests,
      errors: done.errors,
      postP50: percentile(done.posts, 50),
      postP99: percentile(done.posts, 99),
      fanoutP50: percentile(done.fanout, 50),
      fanoutP99: percentile(done.fanout, 99),
      receipts: done.fanout.length,
      monitorFrames,
      streams: openStreams,
      memory: await serverMinute,
      benchLoopP99,
      benchLoopMax,
      checkpoints,
    };
    minutes.push(row);
    log(`  ${describeMinute(row)}`);
  }
  stopping = true;
  await Promise.all(lanes);
  clearInterval(sweeper);
  sweep();
  for (const delivery of deliveries) delivery.stream?.close();
  for (const monitor of monitors) monitor.close();
  agent.destroy();
  return verdict(couriers.length, minutes, buckets, firstErrors);
}

/**
 * An admin's monitor: the business's stream, opened with a channel token; it stays open while the
 * admin's session holds and is opened again after `reauthorize`, as the web app does. A stream
 * ending without `reauthorize` is an error.
 */
function watchBusiness(
  port: number,
  business: Business,
  current: () => Bucket,
  fail: (what: string) => void,
) {
  let stream: SseStream | undefined;
  let closed = false;
  const channel = `private-my-channel-${business.businessId}`;
  const open = async (): Promise<void> => {
    current().requests += 2;
    const auth = await request({
      port,
      method: 'POST',
      path: '/pusher/portal_auth',
      headers: { authorization: `Bearer ${business.adminToken}` },
      body: JSON.stringify({ channel_name: channel }),
    });
    if (auth.status !== 200) {
      fail(`portal_auth: ${auth.status}`);
      return;
    }
    const token = (JSON.parse(auth.body) as { auth: string }).auth;
    let reauthorize = false;
    const path = `/api/realtime?channel=${encodeURIComponent(channel)}&auth=${encodeURIComponent(token)}`;
    stream = await openSse(
      port,
      path,
      (frame) => {
        if (frame.includes('event: reauthorize')) reauthorize = true;
        else current().monitorFrames++;
      },
      30_000,
      () => {
        if (closed) return;
        if (!reauthorize) fail('monitor stream ended without reauthorize');
        void open().catch((error) => fail(`monitor: ${String(error)}`));
      },
    );
  };
  return {
    opened: open(),
    close() {
      closed = true;
      stream?.close();
    },
  };
}

const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;
const ms = (value: number) => `${fmt(value, 1)} ms`;

export function describeMinute(m: SoakMinute): string {
  return (
    `minute ${m.minute}: ${fmt(m.requests)} requests, ${m.errors} errors; POST p50 ${ms(m.postP50)} p99 ${ms(m.postP99)}; ` +
    `fan-out p50 ${ms(m.fanoutP50)} p99 ${ms(m.fanoutP99)} over ${fmt(m.receipts)} receipts; ` +
    `${fmt(m.monitorFrames)} monitor frames; ${fmt(m.streams)} streams; ` +
    `RSS ${mb(m.memory.rss)} (peak ${mb(m.memory.peakRss)}), heap ${mb(m.memory.heapUsed)} after its last full GC ` +
    `(${m.memory.fullGcs ?? 0} full GCs in the minute); ` +
    `inside the server ${insideTimes(m.memory)}` +
    statements(m.memory) +
    '; ' +
    `event-loop delay p99 / longest: server ${ms(m.memory.loopDelayP99 ?? Number.NaN)} / ${ms(m.memory.loopDelayMax ?? Number.NaN)}, ` +
    `load generator ${ms(m.benchLoopP99)} / ${ms(m.benchLoopMax)}; ${m.checkpoints} PostgreSQL checkpoint(s)`
  );
}

/** POSTs' p50 and p99 inside the server: the couriers' points, ends and new trips. */
function insideTimes(memory: ChildMemory): string {
  return [
    ['coordinates', 'POST points'],
    ['end', 'POST end'],
    ['trips', 'POST trip'],
  ]
    .map(([kind, label]) => {
      const times = memory.postsInside?.[kind as string];
      return times ? `${label} p50 ${ms(times.p50)} p99 ${ms(times.p99)}` : `no ${label}`;
    })
    .join(', ');
}

/** The ingest statement's count and times, as the server's probe timed them. */
function statements(memory: ChildMemory): string {
  const pool = memory.extra?.ingestFromPool;
  const connection = memory.extra?.ingestOnConnection;
  if (!pool || !connection) return '';
  return (
    ` (${fmt(pool.count)} ingest statements: p50 ${ms(pool.p50)} p99 ${ms(pool.p99)} from the pool, ` +
    `p50 ${ms(connection.p50)} p99 ${ms(connection.p99)} on the connection)`
  );
}

/** Counts the checkpoints PostgreSQL has begun since its statistics were reset (moved in PostgreSQL 17). */
async function checkpointCounter(sql: pg.Pool): Promise<() => Promise<number>> {
  const { rows } = await sql.query<{ version: string }>(
    "SELECT current_setting('server_version_num') AS version",
  );
  const query =
    Number(rows[0]?.version) >= 170_000
      ? 'SELECT num_timed + num_requested AS n FROM pg_stat_checkpointer'
      : 'SELECT checkpoints_timed + checkpoints_req AS n FROM pg_stat_bgwriter';
  return async () => Number((await sql.query<{ n: string }>(query)).rows[0]?.n ?? 0);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function verdict(
  couriers: number,
  minutes: SoakMinute[],
  buckets: Bucket[],
  firstErrors: string[],
): SoakFigures {
  const errors = buckets.reduce((sum, b) => sum + b.errors, 0);
  const measured = minutes.slice(Math.min(SOAK.warmupMinutes, minutes.length - 1));
  const window = Math.max(1, Math.min(SOAK.memoryWindowMinutes, Math.floor(measured.length / 2)));
  const start = measured.slice(0, window);
  const end = measured.slice(-window);
  const heapStart = mean(start.map((m) => m.memory.heapUsed));
  const heapEnd = mean(end.map((m) => m.memory.heapUsed));
  const rssStart = mean(start.map((m) => m.memory.rss));
  const rssEnd = mean(end.map((m) => m.memory.rss));
  const within = (from: number, to: number, tolerance: { ratio: number; bytes: number }) =>
    to - from <= Math.max(from * tolerance.ratio, tolerance.bytes);
  const memoryFlat =
    within(heapStart, heapEnd, SOAK.heapTolerance) && within(rssStart, rssEnd, SOAK.rssTolerance);
  const fanoutMet = measured.every((m) => m.fanoutP99 <= SOAK.fanoutP99Ms);
  return {
    couriers,
    minutes,
    errors,
    firstErrors,
    heapStart,
    heapEnd,
    rssStart,
    rssEnd,
    memoryFlat,
    fanoutMet,
    pass: errors === 0 && memoryFlat && fanoutMet,
  };
}

export function describeSoak(s: SoakFigures): string {
  const measured = s.minutes.slice(Math.min(SOAK.warmupMinutes, s.minutes.length - 1));
  const worst = Math.max(...measured.map((m) => m.fanoutP99));
  const lines = [
    `${s.errors} errors${s.firstErrors.length ? `; first: ${s.firstErrors.join('; ')}` : ''}`,
    `worst minute's fan-out p99 after warm-up ${ms(worst)} (target ≤ ${SOAK.fanoutP99Ms} ms)`,
    `heap after GC ${mb(s.heapStart)} → ${mb(s.heapEnd)}, RSS ${mb(s.rssStart)} → ${mb(s.rssEnd)} ` +
      `(first ${SOAK.memoryWindowMinutes} minutes after the warm-up against the last; tolerance heap ` +
      `+${SOAK.heapTolerance.ratio * 100} % or ${mb(SOAK.heapTolerance.bytes)}, RSS +${SOAK.rssTolerance.ratio * 100} % or ${mb(SOAK.rssTolerance.bytes)}): ` +
      (s.memoryFlat ? 'flat' : 'GROWING'),
    `verdict: ${s.pass ? 'pass' : 'FAIL'}`,
  ];
  return lines.join('\n           ');
}

import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/database';
import { systemClock } from '../apps/server/src/lib/clock';
import { recordDeliveryEvent } from '../apps/server/src/modules/webhooks/webhook-outbox';
import { createEmailProvider } from '../apps/server/src/providers/email';
import { createMessagesProvider } from '../apps/server/src/providers/messages';
import { MemoryBus } from '../apps/server/src/realtime/bus';
import { fmt, log, percentile } from './lib/stats';

export const WEBHOOKS = { events: 1000, endpoints: 10, slowAnswerMs: 5000 };

export interface WebhookRun {
  /** Recording to receipt, at the healthy endpoints, ms. */
  p50: number;
  p99: number;
  /** Healthy requests that never arrived. */
  missing: number;
}

export interface WebhooksFigures {
  /** 10 healthy endpoints: the baseline. */
  baseline: WebhookRun;
  /** 8 healthy, 1 answering after 5 s, 1 answering 500. */
  mixed: WebhookRun;
  /** What the slow and the failing endpoints had received when the healthy ones had everything. */
  slowReceived: number;
  failingReceived: number;
}

type Kind = 'healthy' | 'slow' | 'failing';

/** A receiver on loopback noting when each event id arrived. */
async function receiver(kind: Kind, arrivals: Map<string, number>) {
  let received = 0;
  let port = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      if (kind === 'healthy') arrivals.set(`${req.headers['rutaviva-event-id']}:${port}`, performance.now());
      const answer = () => res.writeHead(kind === 'failing' ? 500 : 200).end();
      if (kind === 'slow') setTimeout(answer, WEBHOOKS.slowAnswerMs).unref();
      else answer();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  return {
    kind,
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received: () => received,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Records `WEBHOOKS.events` delivery.started events, one after another as trips start, for a
 * business whose endpoints are `kinds`, and times each from just before its recording to its
 * arrival at every healthy endpoint.
 */
async function run(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: ReturnType<typeof createDb>,
  sql: pg.Pool,
  kinds: Kind[],
): Promise<WebhookRun & { slowReceived: number; failingReceived: number }> {
  const arrivals = new Map<string, number>();
  const receivers = await Promise.all(kinds.map((kind) => receiver(kind, arrivals)));
  const label = randomBytes(4).toString('hex');
  const signup = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      company_name: `Bench webhooks ${label}`,
      country_iso: 'MX',
      email: `bench-${label}@example.com`,
      password: 'bench-password',
      full_name: 'Ana López',
      cell_phone: '55 1234 5678',
      delivery_amount_per_day: 10,
      vehicle_type: 'motorcycle',
      branch_names: ['Centro'],
      language: 'spanish',
    },
  });
  const session = signup.json() as { business_id: string; branch_names: { id: string }[] };
  const { rows } = await sql.query<{ business_id: string; branch_id: string; courier_id: string }>(
    `INSERT INTO couriers (business_id, branch_id, name, last_name, cell_phone, username, password_hash)
     VALUES ($1, $2, 'Luis', 'Pérez', '+525512345678', 'bench.' || $3, 'x')
     RETURNING business_id, branch_id, id AS courier_id`,
    [session.business_id, session.branch_names[0]?.id, label],
  );
  const owner = rows[0] as (typeof rows)[0];
  for (const hook of receivers) {
    await sql.query(
      `INSERT INTO webhook_endpoints (business_id, url, events, secret) VALUES ($1, $2, ARRAY['delivery.started'], 'whsec_bench')`,
      [owner.business_id, hook.url],
    );
  }
  const trips = await sql.query<{ id: string }>(
    `INSERT INTO trips (generated_trip_id, business_id, branch_id, courier_id, customer_phone_number, start_time, created_at)
     SELECT $1 || '-' || i, $2, $3, $4, '+525511112222', now(), now() FROM generate_series(1, $5::int) AS i RETURNING id`,
    [label, owner.business_id, owner.branch_id, owner.courier_id, WEBHOOKS.events],
  );
  const recorded = new Map<string, number>();
  const healthyPorts = receivers.filter((hook) => hook.kind === 'healthy').map((hook) => hook.port);
  for (const trip of trips.rows) {
    const started = performance.now();
    const ids = await db.transaction().execute((trx) =>
      recordDeliveryEvent(
        trx,
        {
          businessId: owner.business_id,
          type: 'delivery.started',
          ref: { tripId: trip.id },
          at: systemClock.now(),
        },
        'http://bench.test',
      ),
    );
    app.webhookSender.send(ids);
    recorded.set(trip.id, started);
  }
  const expected = WEBHOOKS.events * healthyPorts.length;
  const deadline = performance.now() + 120_000;
  while (arrivals.size < expected && performance.now() < deadline)
    await new Promise((done) => setTimeout(done, 20));
  const slowReceived = receivers.find((hook) => hook.kind === 'slow')?.received() ?? 0;
  const failingReceived = receivers.find((hook) => hook.kind === 'failing')?.received() ?? 0;

  const events = await sql.query<{ id: string; trip: string }>(
    `SELECT e.id, t.id AS trip FROM webhook_events e JOIN trips t ON e.source_key = 'delivery.started:' || t.id
     WHERE e.business_id = $1`,
    [owner.business_id],
  );
  const latencies: number[] = [];
  for (const event of events.rows) {
    const start = recorded.get(event.trip) ?? 0;
    for (const port of healthyPorts) {
      const arrived = arrivals.get(`${event.id}:${port}`);
      if (arrived !== undefined) latencies.push(arrived - start);
    }
  }
  // The slow one's queue would take minutes: closed, its remaining attempts fail at once.
  await Promise.all(receivers.map((hook) => hook.close()));
  await app.webhookSender.drain();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    missing: expected - latencies.length,
    slowReceived,
    failingReceived,
  };
}

/**
 * Issue 16's figure: 1,000 events to 10 loopback endpoints, one answering after 5 s and one
 * answering 500, latency from recording to receipt at the healthy ones; beside the same 1,000
 * events to 10 healthy endpoints in the same run. The sender runs in this process, in an app
 * built as the server builds it, on the bench database.
 */
export async function benchWebhooks(databaseUrl: string): Promise<WebhooksFigures> {
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const db = createDb(databaseUrl, 10);
  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    email: createEmailProvider(config, db, systemClock, () => {}),
    messages: createMessagesProvider(config, db, systemClock, () => {}, undefined),
    bus: new MemoryBus(),
    jwtSecret: randomBytes(32).toString('hex'),
  });
  try {
    log(
      `webhooks: ${fmt(WEBHOOKS.events)} events to ${WEBHOOKS.endpoints} healthy loopback endpoints (baseline)`,
    );
    const baseline = await run(app, db, sql, Array(WEBHOOKS.endpoints).fill('healthy'));
    log(`  p50 ${fmt(baseline.p50, 1)} ms, p99 ${fmt(baseline.p99, 1)} ms, missing ${baseline.missing}`);
    log(`webhooks: the same to 8 healthy, 1 slow (${WEBHOOKS.slowAnswerMs / 1000} s) and 1 failing (500)`);
    const mixed = await run(app, db, sql, [
      ...Array(WEBHOOKS.endpoints - 2).fill('healthy'),
      'slow',
      'failing',
    ]);
    log(
      `  healthy p50 ${fmt(mixed.p50, 1)} ms, p99 ${fmt(mixed.p99, 1)} ms, missing ${mixed.missing}; ` +
        `meanwhile the slow one got ${mixed.slowReceived}, the failing one ${mixed.failingReceived}`,
    );
    return {
      baseline: { p50: baseline.p50, p99: baseline.p99, missing: baseline.missing },
      mixed: { p50: mixed.p50, p99: mixed.p99, missing: mixed.missing },
      slowReceived: mixed.slowReceived,
      failingReceived: mixed.failingReceived,
    };
  } finally {
    await app.close();
    await db.destroy();
    await sql.end();
  }
}

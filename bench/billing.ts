import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/database';
import { createEmailProvider } from '../apps/server/src/providers/email';
import { createMessagesProvider } from '../apps/server/src/providers/messages';
import { MemoryBus } from '../apps/server/src/realtime/bus';
import { fmt, log } from './lib/stats';

export const BILLING = { subscriptions: 10_000, workers: 2 };

export interface BillingFigures {
  subscriptions: number;
  /** One worker alone on its own 10,000: the baseline. */
  oneWorkerMs: number;
  /** Two workers racing on another 10,000. */
  twoWorkersMs: number;
  /** Invoices of one subscription and period beyond the first, and paid charges beyond one per invoice. */
  doubleCharges: number;
  /** Subscriptions the racing run left without their renewal charge. */
  missed: number;
}

const PRICE = 29_900;

/**
 * 10,000 MX subscriptions whose period ended a second ago, each with a card that pays: in the
 * sandbox's books (its customers, cards, subscriptions) and in ours, as checkout leaves them.
 * Written with SQL, since the figure is the renewal, not the signups.
 */
async function seed(sql: pg.Pool, label: string, now: Date) {
  const periodStart = new Date(now.getTime() - 30 * 86_400_000);
  const periodEnd = new Date(now.getTime() - 1000);
  await sql.query(
    `WITH b AS (
       INSERT INTO businesses (company_name, country_iso, delivery_amount_per_day, vehicle_type,
                               onboarding_state, message_language)
       SELECT 'Bench ' || $1 || ' ' || i, 'MX', 10, 'motorcycle', 'completed', 'spanish'
       FROM generate_series(1, $2::int) AS i
       RETURNING id
     ), n AS (SELECT id, row_number() OVER () AS i FROM b),
     c AS (
       INSERT INTO sandbox_customers (id, business_id, default_payment_method, created_at)
       SELECT 'cus_' || $1 || n.i, n.id, 'pm_' || $1 || n.i, $3 FROM n RETURNING id
     ), pm AS (
       INSERT INTO sandbox_payment_methods (id, customer_id, brand, last4, exp_month, exp_year, behaviour, created_at)
       SELECT 'pm_' || $1 || n.i, 'cus_' || $1 || n.i, 'visa', '4242', 12, 2040, 'succeeds', $3
       FROM n, c WHERE c.id = 'cus_' || $1 || n.i RETURNING id
     ), s AS (
       INSERT INTO sandbox_subscriptions (id, customer_id, status, price_key, price_minor, currency, trial_end,
                                          billing_anchor, current_period_start, current_period_end, metadata, created_at)
       SELECT 'sub_' || $1 || n.i, 'cus_' || $1 || n.i, 'active', 'whatsapp:MX', ${PRICE}, 'MXN', NULL, $4, $4, $5,
              jsonb_build_object('business_id', n.id, 'plan', 'whatsapp', 'payment_type', 'card', 'market', 'MX',
                'currency', 'MXN', 'price_minor', '${PRICE}', 'included_deliveries', '400', 'extra_delivery_minor', '75'),
              $3
       FROM n, pm WHERE pm.id = 'pm_' || $1 || n.i RETURNING id
     ), pc AS (
       INSERT INTO payment_customers (business_id, provider, provider_customer_id, default_payment_method_id, created_at)
       SELECT n.id, 'sandbox', 'cus_' || $1 || n.i, 'pm_' || $1 || n.i, $3 FROM n RETURNING business_id
     )
     INSERT INTO subscriptions (business_id, provider, provider_subscription_id, plan, payment_type, market, currency,
                                price_minor, included_deliveries, extra_delivery_minor, status, trial_end,
                                current_period_start, current_period_end, ever_paid, created_at, updated_at)
     SELECT n.id, 'sandbox', 'sub_' || $1 || n.i, 'whatsapp', 'card', 'MX', 'MXN', ${PRICE}, 400, 75, 'active', NULL,
            $4, $5, true, $3, $3
     FROM n, s WHERE s.id = 'sub_' || $1 || n.i`,
    [label, BILLING.subscriptions, now, periodStart, periodEnd],
  );
}

/** An app as a worker process runs it, on its own pool, with the bench's fixed clock. */
async function worker(databaseUrl: string, now: Date, jwtSecret: string) {
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const db = createDb(databaseUrl, 4);
  const clock = { now: () => now };
  const app = await buildApp({
    config,
    db,
    clock,
    email: createEmailProvider(config, db, clock, () => {}),
    messages: createMessagesProvider(config, db, clock, () => {}, undefined),
    bus: new MemoryBus(),
    jwtSecret,
  });
  return {
    run: () => app.billingRun.run(),
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

async function timed(task: () => Promise<unknown>) {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/**
 * Issue 12's figure: one run of the billing job renewing 10,000 subscriptions with two workers
 * racing, time per subscription and double charges counted from the sandbox's ledger; beside the
 * same run by one worker alone on another 10,000 in the same database.
 */
export async function benchBilling(databaseUrl: string): Promise<BillingFigures> {
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const now = new Date();
  const jwtSecret = randomBytes(32).toString('hex');
  const workers = await Promise.all(
    Array.from({ length: BILLING.workers }, () => worker(databaseUrl, now, jwtSecret)),
  );
  try {
    log(`billing: seeding ${fmt(BILLING.subscriptions)} due subscriptions (SQL), one worker renews them`);
    await seed(sql, 'a', now);
    const oneWorkerMs = await timed(() => (workers[0] as (typeof workers)[0]).run());
    log(`  one worker: ${fmt(oneWorkerMs / 1000, 1)} s`);
    log(`billing: another ${fmt(BILLING.subscriptions)}, ${BILLING.workers} workers racing`);
    await seed(sql, 'b', now);
    const twoWorkersMs = await timed(() => Promise.all(workers.map((each) => each.run())));
    log(`  ${BILLING.workers} workers: ${fmt(twoWorkersMs / 1000, 1)} s`);
    const { rows } = await sql.query<{ doubles: string; missed: string }>(
      `SELECT
         (SELECT count(*) FROM (SELECT 1 FROM sandbox_invoices GROUP BY subscription_id, period_start, billing_reason
                                HAVING count(*) > 1) d)
         + (SELECT count(*) FROM (SELECT 1 FROM sandbox_charges WHERE status = 'succeeded' GROUP BY invoice_id
                                  HAVING count(*) > 1) e) AS doubles,
         (SELECT count(*) FROM sandbox_subscriptions s WHERE s.id LIKE 'sub_b%' AND NOT EXISTS (
            SELECT 1 FROM sandbox_invoices i JOIN sandbox_charges ch ON ch.invoice_id = i.id AND ch.status = 'succeeded'
            WHERE i.subscription_id = s.id AND i.amount_minor = ${PRICE})) AS missed`,
    );
    const figures = {
      subscriptions: BILLING.subscriptions,
      oneWorkerMs,
      twoWorkersMs,
      doubleCharges: Number(rows[0]?.doubles),
      missed: Number(rows[0]?.missed),
    };
    log(`  double charges: ${figures.doubleCharges}, renewals missed: ${figures.missed}`);
    return figures;
  } finally {
    for (const each of workers) await each.close();
    await sql.end();
  }
}

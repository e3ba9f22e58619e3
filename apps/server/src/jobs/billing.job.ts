import type PgBoss from 'pg-boss';
import type { BillingRun } from '../modules/billing/billing-run';

export const BILLING_QUEUE = 'billing-run';
/** Every five minutes: a trial that ends, or a retry that falls due, is charged within five. */
const EVERY_FIVE_MINUTES = '*/5 * * * *';

/**
 * The billing job on pg-boss's schedule, once per tick whatever the number of processes. The
 * work reads the injected clock and is idempotent per subscription and period (BillingRun), so a
 * tick that runs twice, or overlaps a slow one, charges nothing twice.
 */
export async function startBillingJob(
  boss: PgBoss,
  billingRun: BillingRun,
  onError: (error: unknown) => void,
) {
  // "stately": one waiting and one running at most, so ticks do not pile up behind a slow run.
  await boss.createQueue(BILLING_QUEUE, { name: BILLING_QUEUE, policy: 'stately', retryLimit: 0 });
  await boss.schedule(BILLING_QUEUE, EVERY_FIVE_MINUTES);
  await boss.work(BILLING_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => {
    try {
      await billingRun.run();
    } catch (error) {
      onError(error);
      throw error;
    }
  });
}

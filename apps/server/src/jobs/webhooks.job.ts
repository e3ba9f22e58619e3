import type PgBoss from 'pg-boss';
import type { WebhookSender } from '../modules/webhooks/webhook-sender';

export const WEBHOOKS_QUEUE = 'webhook-retries';
/** Every minute: the shortest retry delay (WEBHOOK_RETRY_DELAYS_MS) is one. */
const EVERY_MINUTE = '* * * * *';

/**
 * Issue 16: webhook retries on pg-boss's schedule. Each run queues the deliveries that fell due
 * (the injected clock) behind their endpoint's lane and returns; each attempt claims its delivery
 * (`FOR UPDATE SKIP LOCKED`), so a run on another process, or the next tick, never repeats it.
 */
export async function startWebhooksJob(
  boss: PgBoss,
  sender: WebhookSender,
  onError: (error: unknown) => void,
) {
  await boss.createQueue(WEBHOOKS_QUEUE, { name: WEBHOOKS_QUEUE, policy: 'stately', retryLimit: 0 });
  await boss.schedule(WEBHOOKS_QUEUE, EVERY_MINUTE);
  await boss.work(WEBHOOKS_QUEUE, { pollingIntervalSeconds: 10, batchSize: 1 }, async () => {
    try {
      await sender.runDue();
    } catch (error) {
      onError(error);
      throw error;
    }
  });
}

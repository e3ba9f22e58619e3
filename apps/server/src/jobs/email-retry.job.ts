import type PgBoss from 'pg-boss';
import type { EmailProvider } from '../providers/email';

export const EMAIL_RETRY_QUEUE = 'email-retries';
/** Every minute: the shortest retry delay (EMAIL_RETRY_DELAYS_MS) is one. */
const EVERY_MINUTE = '* * * * *';

/**
 * Issue 17: emails SMTP failed to take, tried again on pg-boss's schedule. Each run tries the
 * emails that fell due (the injected clock); each attempt claims its email first, so a run on
 * another process, or the first attempt still under way, never sends the same one twice.
 */
export async function startEmailRetryJob(
  boss: PgBoss,
  email: EmailProvider,
  onError: (error: unknown) => void,
) {
  await boss.createQueue(EMAIL_RETRY_QUEUE, { name: EMAIL_RETRY_QUEUE, policy: 'stately', retryLimit: 0 });
  await boss.schedule(EMAIL_RETRY_QUEUE, EVERY_MINUTE);
  await boss.work(EMAIL_RETRY_QUEUE, { pollingIntervalSeconds: 10, batchSize: 1 }, async () => {
    try {
      await email.retryDue();
    } catch (error) {
      onError(error);
      throw error;
    }
  });
}

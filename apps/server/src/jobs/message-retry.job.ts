import type PgBoss from 'pg-boss';
import type { MessageRetryPolicy } from '../config';
import { attemptDelivery, type DeliveryDeps } from '../providers/messages/delivery';
import type { RetryQueue } from '../providers/messages/messages';

export const MESSAGE_RETRY_QUEUE = 'message-retry';

interface MessageRetryData {
  messageId: string;
}

/**
 * Retries messages the carrier failed to take. The first attempt happens in the request's
 * process; each job run is one more, with pg-boss's exponential backoff between them
 * (about 1×, 2×, 4×… the first delay). After the policy's last attempt the message stays failed.
 */
export class MessageRetryJob implements RetryQueue {
  constructor(
    private readonly boss: PgBoss,
    private readonly policy: MessageRetryPolicy,
  ) {}

  /**
   * Makes sure the queue exists with the policy's settings, so a process that only schedules
   * retries (a `web` process, whose requests make the first attempts) can, and returns them.
   */
  async prepare(): Promise<PgBoss.Queue> {
    const queue: PgBoss.Queue = {
      name: MESSAGE_RETRY_QUEUE,
      // "short": at most one waiting job per message, so a message is never queued twice.
      policy: 'short',
      // The first attempt and the first job run are not retries.
      retryLimit: Math.max(0, this.policy.maxAttempts - 2),
      retryDelay: this.policy.firstDelaySeconds,
      retryBackoff: true,
    };
    await this.boss.createQueue(MESSAGE_RETRY_QUEUE, queue);
    return queue;
  }

  /** Runs the retries in this process too (the `worker` role). */
  async start(delivery: DeliveryDeps): Promise<void> {
    const queue = await this.prepare();
    // createQueue leaves an existing queue alone; this applies a changed policy.
    await this.boss.updateQueue(MESSAGE_RETRY_QUEUE, queue);
    await this.boss.work<MessageRetryData>(
      MESSAGE_RETRY_QUEUE,
      { pollingIntervalSeconds: this.policy.pollingSeconds, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) {
          const outcome = await attemptDelivery(delivery, job.data.messageId);
          // Throwing hands the job back to pg-boss, which runs it again after the backoff.
          if (outcome.status === 'retry') throw new Error(outcome.error);
          // Another attempt's hold (running, or left by one that threw): tried again once it ends,
          // on the injected clock's reckoning, without using up one of pg-boss's retries.
          if (outcome.status === 'held')
            await this.scheduleIn(
              job.data.messageId,
              Math.max(1, Math.ceil((outcome.until.getTime() - delivery.clock.now().getTime()) / 1000)),
            );
        }
      },
    );
  }

  async schedule(messageId: string): Promise<void> {
    await this.scheduleIn(messageId, this.policy.firstDelaySeconds);
  }

  private async scheduleIn(messageId: string, seconds: number): Promise<void> {
    // "short" counts only waiting jobs: the running one can queue its message's next run.
    await this.boss.send(MESSAGE_RETRY_QUEUE, { messageId } satisfies MessageRetryData, {
      startAfter: seconds,
      singletonKey: messageId,
    });
  }
}

import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { BillingRun } from '../modules/billing/billing-run';
import type { WebhookSender } from '../modules/webhooks/webhook-sender';
import type { EmailProvider } from '../providers/email';
import { abandonedMessageIds } from '../providers/messages/messages.repo';
import { TwilioClient } from '../providers/messages/twilio-client';
import { startBillingJob } from './billing.job';
import { startEmailRetryJob } from './email-retry.job';
import { MessageRetryJob } from './message-retry.job';
import { startWebhooksJob } from './webhooks.job';

/** A message still `queued` this long after it was recorded lost its process mid-delivery. */
const ABANDONED_AFTER_MINUTES = 10;

export interface Jobs {
  /** Whether this process works the queues and schedules (the `worker` role) or only adds jobs. */
  readonly working: boolean;
  /** Set when messages go out through Twilio (retries of failed sends). */
  readonly messageRetries: MessageRetryJob | undefined;
  /** Starts the billing job on its schedule, once the app that does the work exists. */
  startBilling(billingRun: BillingRun): Promise<void>;
  /** Starts the webhook retries' schedule (issue 16), once the app's sender exists. */
  startWebhooks(sender: WebhookSender): Promise<void>;
  /** Starts the retries of emails SMTP failed to take (issue 17); nothing to do for the outbox. */
  startEmailRetries(email: EmailProvider): Promise<void>;
  /** Waits for running jobs (up to 10 s), then closes pg-boss's connections. */
  stop(): Promise<void>;
}

/**
 * Background jobs through pg-boss on the application's own PostgreSQL (safe with many
 * processes): billing (trials ending, renewals, retries, issue 12) on a schedule, retries of
 * messages Twilio failed to send when Twilio is configured, and of emails SMTP failed to take. Tests run the same work by hand.
 */
export async function startJobs(deps: {
  config: Pick<Config, 'twilio' | 'messageRetry'>;
  databaseUrl: string;
  db: Db;
  clock: Clock;
  onError: (error: unknown) => void;
  /**
   * False in a process without the `worker` role: it only adds jobs (a message's retry), and
   * neither works them nor runs the schedules or pg-boss's upkeep; the worker processes do.
   */
  work?: boolean;
}): Promise<Jobs> {
  const { config, databaseUrl, db, clock, onError } = deps;
  const working = deps.work ?? true;

  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    application_name: 'rutaviva-jobs',
    // Billing's schedule: one process's clock monitor turns each cron tick into one job.
    schedule: working,
    supervise: working,
  });
  boss.on('error', onError);
  await boss.start();

  const messageRetries = config.twilio ? new MessageRetryJob(boss, config.messageRetry) : undefined;
  if (messageRetries && !working) await messageRetries.prepare();
  else if (messageRetries && config.twilio) {
    await messageRetries.start({
      db,
      clock,
      transport: new TwilioClient(config.twilio),
      maxAttempts: config.messageRetry.maxAttempts,
    });
    const abandoned = await abandonedMessageIds(
      db,
      new Date(clock.now().getTime() - ABANDONED_AFTER_MINUTES * 60_000),
    );
    for (const id of abandoned) await messageRetries.schedule(id);
  }

  return {
    working,
    messageRetries,
    startBilling: async (billingRun) => {
      if (working) await startBillingJob(boss, billingRun, onError);
    },
    startWebhooks: async (sender) => {
      if (working) await startWebhooksJob(boss, sender, onError);
    },
    startEmailRetries: async (email) => {
      if (working && email.kind === 'smtp') await startEmailRetryJob(boss, email, onError);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { abandonedMessageIds } from '../providers/messages/messages.repo';
import { TwilioClient } from '../providers/messages/twilio-client';
import { MessageRetryJob } from './message-retry.job';

/** A message still `queued` this long after it was recorded lost its process mid-delivery. */
const ABANDONED_AFTER_MINUTES = 10;

export interface Jobs {
  readonly messageRetries: MessageRetryJob;
  /** Waits for running jobs (up to 10 s), then closes pg-boss's connections. */
  stop(): Promise<void>;
}

/**
 * Background jobs through pg-boss on the application's own PostgreSQL (safe with many
 * processes). Started only when some feature needs them — today, retrying messages that
 * Twilio failed to send — so the default setup runs no poller and creates no `pgboss` schema.
 */
export async function startJobs(deps: {
  config: Pick<Config, 'twilio' | 'messageRetry'>;
  databaseUrl: string;
  db: Db;
  clock: Clock;
  onError: (error: unknown) => void;
}): Promise<Jobs | undefined> {
  const { config, databaseUrl, db, clock, onError } = deps;
  if (!config.twilio) return undefined;

  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    application_name: 'rutaviva-jobs',
    // No cron schedules yet: skip the clock monitor and its polling.
    schedule: false,
  });
  boss.on('error', onError);
  await boss.start();

  const messageRetries = new MessageRetryJob(boss, config.messageRetry);
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

  return {
    messageRetries,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MessagesProvider, RetryQueue } from './messages';
import { OutboxMessagesProvider } from './outbox-messages';
import { TwilioClient } from './twilio-client';
import { TwilioMessagesProvider } from './twilio-messages';

export type { MessagesProvider, RetryQueue, TrackingMessage } from './messages';

/** Twilio when configured, else the outbox; `retries` takes the messages Twilio failed to send. */
export function createMessagesProvider(
  config: Pick<Config, 'twilio' | 'messageRetry'>,
  db: Db,
  clock: Clock,
  onError: (error: unknown) => void,
  retries?: RetryQueue,
): MessagesProvider {
  if (!config.twilio) return new OutboxMessagesProvider(db, clock);
  return new TwilioMessagesProvider({
    db,
    clock,
    transport: new TwilioClient(config.twilio),
    maxAttempts: config.messageRetry.maxAttempts,
    retries,
    onError,
  });
}

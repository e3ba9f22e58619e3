import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MessagesProvider } from './messages';
import { OutboxMessagesProvider } from './outbox-messages';

export type { MessagesProvider, TrackingMessage } from './messages';

export function createMessagesProvider(
  _config: Pick<Config, 'appEnv'>,
  db: Db,
  _clock: Clock,
  _onError: (error: unknown) => void,
): MessagesProvider {
  return new OutboxMessagesProvider(db);
}

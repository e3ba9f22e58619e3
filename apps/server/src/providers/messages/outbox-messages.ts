import { OutboxProvider } from '../outbox';
import type { MessagesProvider, TrackingMessage } from './messages';
import { insertMessage } from './messages.repo';

/** The default: messages wait in the outbox, shown with working links at /dev/outbox. */
export class OutboxMessagesProvider extends OutboxProvider implements MessagesProvider {
  async send(message: TrackingMessage): Promise<string> {
    return await insertMessage(this.db, message, 'outbox', this.clock.now());
  }
}

import { messageChannelFor } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import type { MessagesProvider, TrackingMessage } from './messages';

/** The default: messages wait in the outbox, shown with working links at /dev/outbox. */
export class OutboxMessagesProvider implements MessagesProvider {
  readonly kind = 'outbox';

  constructor(private readonly db: Db) {}

  async send(message: TrackingMessage): Promise<void> {
    await this.db
      .insertInto('outbound_messages')
      .values({
        business_id: message.businessId,
        trip_id: message.tripId,
        channel: messageChannelFor(message.to),
        to_address: message.to,
        body: message.body,
        status: 'outbox',
      })
      .execute();
  }

  async drain(): Promise<void> {}
}

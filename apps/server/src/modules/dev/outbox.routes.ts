import { z } from 'zod';
import type { Db } from '../../db/database';
import type { OutboundEmailRow, OutboundMessageRow } from '../../db/schema';
import type { App } from '../../http/types';
import { unixSeconds } from '../../lib/clock';
import { latestEmails } from '../../providers/email/email.repo';
import { latestMessages } from '../../providers/messages/messages.repo';

const LIMIT = 100;
const OutboxQuery = z.object({ channel: z.enum(['email', 'sms', 'whatsapp']).optional() });

function presentEmail(email: OutboundEmailRow) {
  return {
    id: email.id,
    channel: 'email' as const,
    to: email.to_address,
    subject: email.subject,
    text: email.text_body,
    status: email.status,
    error: email.error,
    attempts: null,
    created_at: unixSeconds(email.created_at),
  };
}

function presentMessage(message: OutboundMessageRow) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.to_address,
    subject: null,
    text: message.body,
    status: message.status,
    error: message.last_error,
    attempts: message.attempts,
    created_at: unixSeconds(message.created_at),
  };
}

/**
 * Development and test only: every email and SMS/WhatsApp message the app sent or would have
 * sent, newest first, for /dev/outbox. Never registered in production.
 */
export async function devOutboxRoutes(app: App, { db }: { db: Db }) {
  app.get(
    '/api/dev/outbox',
    { schema: { tags: ['development'], querystring: OutboxQuery } },
    async (request) => {
      const { channel } = request.query;
      const [emails, messages] = await Promise.all([
        !channel || channel === 'email' ? latestEmails(db, LIMIT) : [],
        channel !== 'email' ? latestMessages(db, LIMIT, channel) : [],
      ]);
      const items = [
        ...emails.map((email) => ({ item: presentEmail(email), at: email.created_at.getTime() })),
        ...messages.map((message) => ({ item: presentMessage(message), at: message.created_at.getTime() })),
      ];
      return {
        data: items
          .sort((a, b) => b.at - a.at)
          .slice(0, LIMIT)
          .map(({ item }) => item),
      };
    },
  );
}

import type { Db } from '../../db/database';
import type { App } from '../../http/types';
import { unixSeconds } from '../../lib/clock';
import { latestEmails } from '../../providers/email/email.repo';

/** Development and test only: what would have been sent, for /dev/outbox. Never registered in production. */
export async function devOutboxRoutes(app: App, { db }: { db: Db }) {
  app.get('/api/dev/outbox', { schema: { tags: ['development'] } }, async () => {
    const emails = await latestEmails(db, 100);
    return {
      data: emails.map((email) => ({
        id: email.id,
        channel: 'email',
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        status: email.status,
        error: email.error,
        created_at: unixSeconds(email.created_at),
      })),
    };
  });
}

import type { Db } from '../../db/database';
import type { OutboundEmailRow } from '../../db/schema';
import type { OutboundEmail } from './email';

export type EmailStatus = 'outbox' | 'sending' | 'sent' | 'failed';

export async function insertEmail(
  db: Db,
  email: OutboundEmail,
  status: EmailStatus,
  at: Date,
): Promise<string> {
  const row = await db
    .insertInto('outbound_emails')
    .values({
      business_id: email.businessId ?? null,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      status,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markEmail(db: Db, id: string, status: EmailStatus, error: string | null, at: Date) {
  await db
    .updateTable('outbound_emails')
    .set({ status, error, sent_at: status === 'sent' ? at : null })
    .where('id', '=', id)
    .execute();
}

export async function latestEmails(db: Db, limit: number, businessId?: string): Promise<OutboundEmailRow[]> {
  let query = db.selectFrom('outbound_emails').selectAll();
  if (businessId) query = query.where('business_id', '=', businessId);
  return await query.orderBy('created_at', 'desc').limit(limit).execute();
}

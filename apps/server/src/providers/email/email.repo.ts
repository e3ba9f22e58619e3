import type { Db } from '../../db/database';
import type { OutboundEmailRow } from '../../db/schema';
import type { OutboundEmail } from './email';

export type EmailStatus = OutboundEmailRow['status'];

/** Records an email; one to be sent (`sending`) is due at once. */
export async function insertEmail(
  db: Db,
  email: OutboundEmail,
  status: 'outbox' | 'sending',
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
      next_attempt_at: status === 'sending' ? at : null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes a due email for one attempt, until `until`: counts the attempt and returns the email, or
 * undefined when it is not due, already sent or given up, or another attempt holds it. One
 * UPDATE, so of two processes claiming together exactly one gets it.
 */
export async function claimEmail(
  db: Db,
  id: string,
  now: Date,
  until: Date,
): Promise<OutboundEmailRow | undefined> {
  return await db
    .updateTable('outbound_emails')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: until }))
    .where('id', '=', id)
    .where('status', 'in', ['sending', 'retrying'])
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

export async function markEmailSent(db: Db, id: string, at: Date) {
  await db
    .updateTable('outbound_emails')
    .set({ status: 'sent', error: null, sent_at: at, next_attempt_at: null, claimed_until: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again at `next`, or failed for good when there is none. */
export async function markEmailAttemptFailed(db: Db, id: string, error: string, next: Date | null) {
  await db
    .updateTable('outbound_emails')
    .set({ status: next ? 'retrying' : 'failed', error, next_attempt_at: next, claimed_until: null })
    .where('id', '=', id)
    .execute();
}

/** Emails due for an attempt and not held by one, oldest first. */
export async function dueEmailIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('outbound_emails')
    .select('id')
    .where('status', 'in', ['sending', 'retrying'])
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function latestEmails(db: Db, limit: number, businessId?: string): Promise<OutboundEmailRow[]> {
  let query = db.selectFrom('outbound_emails').selectAll();
  if (businessId) query = query.where('business_id', '=', businessId);
  return await query.orderBy('created_at', 'desc').limit(limit).execute();
}

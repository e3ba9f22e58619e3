import { messageChannelFor } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import type { OutboundMessageRow } from '../../db/schema';
import type { TrackingMessage } from './messages';

export async function insertMessage(
  db: Db,
  message: TrackingMessage,
  status: 'outbox' | 'queued',
  at: Date,
): Promise<string> {
  const row = await db
    .insertInto('outbound_messages')
    .values({
      business_id: message.businessId,
      trip_id: message.tripId,
      channel: message.channel ?? messageChannelFor(message.to),
      to_address: message.to,
      body: message.body,
      status,
      kind: message.kind ?? 'tracking',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Counts one more attempt and returns the message, held by this attempt until `until`; undefined
 * when there is nothing to try: already sent, only in the outbox, out of attempts, or held by an
 * attempt under way (one UPDATE, so of two workers at once exactly one gets it).
 */
export async function startAttempt(
  db: Db,
  id: string,
  maxAttempts: number,
  now: Date,
  until: Date,
): Promise<OutboundMessageRow | undefined> {
  return await db
    .updateTable('outbound_messages')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: until }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'failed'])
    .where('attempts', '<', maxAttempts)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * When a message still to be tried is held by an attempt's unexpired claim: the end of the hold.
 * Undefined when nothing holds it, or when it is sent or out of attempts.
 */
export async function holdOf(db: Db, id: string, maxAttempts: number, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('outbound_messages')
    .select('claimed_until')
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'failed'])
    .where('attempts', '<', maxAttempts)
    .where('claimed_until', '>', now)
    .executeTakeFirst();
  return row?.claimed_until ?? undefined;
}

/** Which of these carrier ids other messages than `id` already hold. */
export async function sidsHeldByOthers(db: Db, id: string, sids: string[]): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db
    .selectFrom('outbound_messages')
    .select('provider_message_id')
    .where('provider_message_id', 'in', sids)
    .where('id', '<>', id)
    .execute();
  return new Set(rows.flatMap((row) => (row.provider_message_id ? [row.provider_message_id] : [])));
}

const UNIQUE_VIOLATION = '23505';
/** Migration 0022: a carrier's message id belongs to one message. */
const ONE_MESSAGE_PER_SID = 'outbound_messages_provider_message_id';

/**
 * Records the message sent under the carrier's id. False when another message already holds that
 * id: of two retries taking the same sid at once, the unique index lets exactly one have it.
 */
export async function markMessageSent(
  db: Db,
  id: string,
  providerMessageId: string,
  at: Date,
): Promise<boolean> {
  try {
    await db
      .updateTable('outbound_messages')
      .set({
        status: 'sent',
        provider_message_id: providerMessageId,
        last_error: null,
        sent_at: at,
        claimed_until: null,
      })
      .where('id', '=', id)
      .execute();
    return true;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION && constraint === ONE_MESSAGE_PER_SID) return false;
    throw error;
  }
}

export async function markMessageFailed(db: Db, id: string, error: string) {
  await db
    .updateTable('outbound_messages')
    .set({ status: 'failed', last_error: error, claimed_until: null })
    .where('id', '=', id)
    .execute();
}

/** Messages still `queued` long after they were recorded: their process stopped mid-delivery. */
export async function abandonedMessageIds(db: Db, recordedBefore: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('outbound_messages')
    .select('id')
    .where('status', '=', 'queued')
    .where('created_at', '<', recordedBefore)
    .execute();
  return rows.map((row) => row.id);
}

export async function latestMessages(
  db: Db,
  limit: number,
  channel?: OutboundMessageRow['channel'],
  businessId?: string,
): Promise<OutboundMessageRow[]> {
  let query = db.selectFrom('outbound_messages').selectAll();
  if (channel) query = query.where('channel', '=', channel);
  if (businessId) query = query.where('business_id', '=', businessId);
  return await query.orderBy('created_at', 'desc').limit(limit).execute();
}

export async function messagesOfTrip(db: Db, tripId: string): Promise<OutboundMessageRow[]> {
  return await db
    .selectFrom('outbound_messages')
    .selectAll()
    .where('trip_id', '=', tripId)
    .orderBy('created_at')
    .execute();
}

/** The sample messages a business sent since `since`, newest first (the /demo_sms rate limit). */
export async function demoMessagesSince(db: Db, businessId: string, since: Date) {
  return await db
    .selectFrom('outbound_messages')
    .select(['id', 'created_at', 'status', 'channel', 'to_address'])
    .where('business_id', '=', businessId)
    .where('kind', '=', 'demo')
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .execute();
}

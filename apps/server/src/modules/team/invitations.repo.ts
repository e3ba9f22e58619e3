import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CourierInvitationsTable } from '../../db/schema';

/** What an invitation says and where it links: the business's name, country and message language. */
export async function businessForInvitations(db: Db, businessId: string) {
  return await db
    .selectFrom('businesses')
    .select(['company_name', 'country_iso', 'message_language'])
    .where('id', '=', businessId)
    .executeTakeFirst();
}

/**
 * Reserves one invitation of the business's hourly allowance, or says which limit is reached.
 * The business's invitations are counted and written one request at a time (a lock held only
 * for these two statements), so two quick clicks cannot both take the last place.
 */
export async function reserveInvitation(
  db: Db,
  invitation: {
    business_id: string;
    courier_id: string;
    sent_by: string;
    channel: CourierInvitationsTable['channel'];
  },
  limits: { perBusiness: number; perCourier: number; since: Date },
  now: Date,
): Promise<{ id: string } | { limited: 'business' | 'courier'; oldest: Date }> {
  return await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`invitations:${invitation.business_id}`}))`.execute(
      trx,
    );
    const recent = await trx
      .selectFrom('courier_invitations')
      .select(['courier_id', 'created_at'])
      .where('business_id', '=', invitation.business_id)
      .where('created_at', '>', limits.since)
      .orderBy('created_at')
      .execute();
    const ofCourier = recent.filter((row) => row.courier_id === invitation.courier_id);
    if (ofCourier.length >= limits.perCourier) {
      return { limited: 'courier' as const, oldest: freedBy(ofCourier, limits.perCourier) };
    }
    if (recent.length >= limits.perBusiness) {
      return { limited: 'business' as const, oldest: freedBy(recent, limits.perBusiness) };
    }
    const row = await trx
      .insertInto('courier_invitations')
      .values({ ...invitation, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

/** Of invitations in time order, at least `limit` of them, the one whose leaving frees a place. */
function freedBy(rows: readonly { created_at: Date }[], limit: number): Date {
  return (rows[rows.length - limit] as { created_at: Date }).created_at;
}

export async function attachMessage(db: Db, invitationId: string, messageId: string) {
  await db
    .updateTable('courier_invitations')
    .set({ message_id: messageId })
    .where('id', '=', invitationId)
    .execute();
}

/** Gives a reserved place back when the message could not even be recorded. */
export async function deleteInvitation(db: Db, invitationId: string) {
  await db.deleteFrom('courier_invitations').where('id', '=', invitationId).execute();
}

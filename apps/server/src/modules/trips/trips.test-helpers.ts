import type { Db } from '../../db/database';

export async function latestMessages(db: Db, tripId: string) {
  return await db
    .selectFrom('outbound_messages')
    .selectAll()
    .where('trip_id', '=', tripId)
    .orderBy('created_at', 'desc')
    .execute();
}

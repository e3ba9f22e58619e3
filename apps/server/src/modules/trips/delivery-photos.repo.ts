import type { Db } from '../../db/database';

export interface StoredPhoto {
  key: string;
  takenAt: Date;
  /** Kept as it was when the upload does not bring one (it may have come with the stop). */
  recipientName?: string;
}

/**
 * Records the trip's photo and answers the key it replaces (null when there was none), in one
 * transaction so two uploads at once cannot both miss the old object that must be deleted.
 */
export async function replacePhoto(db: Db, tripId: string, photo: StoredPhoto): Promise<string | null> {
  return await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('trips')
      .select('photo_key')
      .where('id', '=', tripId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('trips')
      .set({
        photo_key: photo.key,
        photo_taken_at: photo.takenAt,
        ...(photo.recipientName ? { recipient_name: photo.recipientName } : {}),
      })
      .where('id', '=', tripId)
      .execute();
    return current.photo_key;
  });
}

/** Sets who received the parcel, for a resend of the same photo that now names them. */
export async function setRecipientName(db: Db, tripId: string, recipientName: string) {
  await db.updateTable('trips').set({ recipient_name: recipientName }).where('id', '=', tripId).execute();
}

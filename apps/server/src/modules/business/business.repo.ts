import type { Db } from '../../db/database';
import type { BusinessPatch, UserPatch } from '../../db/schema';

/** The business with its branches and the signed-in user, or undefined when either is unknown. */
export async function findBusinessAndUser(db: Db, businessId: string, userId: string) {
  const [business, user, branches] = await Promise.all([
    db.selectFrom('businesses').selectAll().where('id', '=', businessId).executeTakeFirst(),
    db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('business_id', '=', businessId)
      .executeTakeFirst(),
    db.selectFrom('branches').selectAll().where('business_id', '=', businessId).orderBy('position').execute(),
  ]);
  return business && user ? { business, user, branches } : undefined;
}

export async function updateBusinessAndUser(
  db: Db,
  businessId: string,
  userId: string,
  businessPatch: BusinessPatch,
  userPatch: UserPatch,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    if (Object.keys(businessPatch).length > 0) {
      await trx
        .updateTable('businesses')
        .set({ ...businessPatch, updated_at: now })
        .where('id', '=', businessId)
        .execute();
    }
    if (Object.keys(userPatch).length > 0) {
      await trx
        .updateTable('users')
        .set({ ...userPatch, updated_at: now })
        .where('id', '=', userId)
        .where('business_id', '=', businessId)
        .execute();
    }
  });
}

/** Moves onboarding from `from` to `to`; false when the business was not at `from`. */
export async function advanceOnboarding(db: Db, businessId: string, from: string, to: string, now: Date) {
  const result = await db
    .updateTable('businesses')
    .set({ onboarding_state: to, updated_at: now })
    .where('id', '=', businessId)
    .where('onboarding_state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countryOf(db: Db, businessId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select('country_iso')
    .where('id', '=', businessId)
    .executeTakeFirst();
  return row?.country_iso;
}

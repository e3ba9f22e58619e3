import { nextOnboardingState, type OnboardingState } from '@rutaviva/domain';
import { type Db, updatedOne } from '../../db/database';
import type { BranchRow, BusinessPatch, BusinessRow, UserPatch } from '../../db/schema';

export async function findBusinessById(db: Db, businessId: string): Promise<BusinessRow | undefined> {
  return await db.selectFrom('businesses').selectAll().where('id', '=', businessId).executeTakeFirst();
}

export async function branchesOf(db: Db, businessId: string): Promise<BranchRow[]> {
  return await db
    .selectFrom('branches')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('position')
    .execute();
}

/** A user of the business: a user of another business reads as missing. */
export const userOfBusiness = (db: Db, businessId: string, userId: string) =>
  db.selectFrom('users').where('users.id', '=', userId).where('users.business_id', '=', businessId);

/** The signed-in user joined to their business. */
export const userWithBusiness = (db: Db, businessId: string, userId: string) =>
  userOfBusiness(db, businessId, userId).innerJoin('businesses', 'businesses.id', 'users.business_id');

/** The business with its branches and the signed-in user, or undefined when either is unknown. */
export async function findBusinessAndUser(db: Db, businessId: string, userId: string) {
  const [business, user, branches] = await Promise.all([
    findBusinessById(db, businessId),
    userOfBusiness(db, businessId, userId).selectAll().executeTakeFirst(),
    branchesOf(db, businessId),
  ]);
  return business && user ? { business, user, branches } : undefined;
}

/** A branch of the business: another business's branch reads as missing. */
export async function findBranchOfBusiness(db: Db, businessId: string, branchId: string) {
  return await db
    .selectFrom('branches')
    .select(['id', 'name'])
    .where('id', '=', branchId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
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
  return await updatedOne(
    db
      .updateTable('businesses')
      .set({ onboarding_state: to, updated_at: now })
      .where('id', '=', businessId)
      .where('onboarding_state', '=', from),
  );
}

export async function countryOf(db: Db, businessId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select('country_iso')
    .where('id', '=', businessId)
    .executeTakeFirst();
  return row?.country_iso;
}

/**
 * Issue 5: each onboarding step ends when its action has really happened — a subscription
 * started (issue 12), a courier exists, a trip was started, the tracking design was saved. Moves the business past
 * every step already done and returns the state it lands on (undefined once completed).
 */
export async function settleOnboarding(db: Db, businessId: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select((eb) => [
      'onboarding_state',
      eb
        .exists(eb.selectFrom('subscriptions').select('id').where('business_id', '=', businessId))
        .as('has_subscription'),
      eb
        .exists(eb.selectFrom('couriers').select('id').where('business_id', '=', businessId))
        .as('has_courier'),
      eb.exists(eb.selectFrom('trips').select('id').where('business_id', '=', businessId)).as('has_trip'),
      eb
        .exists(eb.selectFrom('brandings').select('business_id').where('business_id', '=', businessId))
        .as('has_design'),
    ])
    .where('id', '=', businessId)
    // Most calls (every trip start) come from businesses long past onboarding: nothing to read.
    .where('onboarding_state', '<>', 'completed')
    .executeTakeFirst();
  if (!row) return undefined;
  const done: Record<string, boolean> = {
    checkout: Boolean(row.has_subscription),
    add_delivery_user: Boolean(row.has_courier),
    make_trip: Boolean(row.has_trip),
    customize_tracking: Boolean(row.has_design),
  };
  let state = row.onboarding_state;
  while (done[state]) state = nextOnboardingState(state as OnboardingState) ?? 'completed';
  if (state !== row.onboarding_state) {
    // Only from the state read above: a concurrent change wins and is settled by its own call.
    await advanceOnboarding(db, businessId, row.onboarding_state, state, now);
  }
  return state;
}

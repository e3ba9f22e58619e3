import type { Language, Signup } from '@rutaviva/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { type Db, updatedOne } from '../../db/database';
import type { BranchRow, BusinessRow, Database, UserRow } from '../../db/schema';
import { salespersonIdByReferralCode } from '../sales/salespeople.repo';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  return await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/**
 * The session version of an admin (`users`) or a courier (`couriers`): tokens signed before it are
 * over. With `businessId`, only while the account is still that business's: a token naming
 * another business holds nothing.
 */
export async function sessionVersionOf(
  db: Db,
  accounts: 'users' | 'couriers',
  id: string,
  businessId?: string,
): Promise<number | undefined> {
  let query = db.selectFrom(accounts).select('session_version').where('id', '=', id);
  if (businessId !== undefined) query = query.where('business_id', '=', businessId);
  const row = await query.executeTakeFirst();
  return row?.session_version;
}

/**
 * Replaces an account's password hash by the same password hashed at today's cost (a login found
 * it older). Only while the stored hash is still the one that was checked: a password changed
 * meanwhile stays. Sessions go on: the password is the same.
 */
export async function upgradePasswordHash(
  db: Db,
  accounts: 'users' | 'couriers' | 'salespeople',
  id: string,
  checkedHash: string,
  newHash: string,
): Promise<void> {
  await db
    .updateTable(accounts)
    .set({ password_hash: newHash })
    .where('id', '=', id)
    .where('password_hash', '=', checkedHash)
    .execute();
}

/** Ends every session of the user signed so far. */
export async function raiseSessionVersion(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ session_version: sql`session_version + 1`, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Creates the business, its branches and its first admin in one transaction. */
export async function insertBusinessWithAdmin(
  db: Db,
  signup: Signup,
  settings: { passwordHash: string; onboardingState: string; messageLanguage: Language },
  now: Date,
): Promise<{ business: BusinessRow; user: UserRow; branches: BranchRow[] }> {
  return await db.transaction().execute(async (trx) => {
    const business = await trx
      .insertInto('businesses')
      .values({
        company_name: signup.company_name,
        country_iso: signup.country_iso,
        delivery_amount_per_day: signup.delivery_amount_per_day,
        vehicle_type: signup.vehicle_type,
        message_language: settings.messageLanguage,
        onboarding_state: settings.onboardingState,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const branches = await trx
      .insertInto('branches')
      .values(
        signup.branch_names.map((name, position) => ({
          business_id: business.id,
          name,
          position,
          created_at: now,
        })),
      )
      .returningAll()
      .execute();
    const user = await trx
      .insertInto('users')
      .values({
        business_id: business.id,
        email: signup.email,
        password_hash: settings.passwordHash,
        full_name: signup.full_name,
        cell_phone: signup.cell_phone,
        language: signup.language,
        role: 'admin',
        salesperson: signup.my_referrer ? await salespersonIdByReferralCode(trx, signup.my_referrer) : null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { business, user, branches: branches.sort((a, b) => a.position - b.position) };
  });
}

export async function insertPasswordReset(
  db: Db,
  userId: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<string> {
  const row = await db
    .insertInto('password_resets')
    .values({ user_id: userId, created_at: createdAt, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The reset `resetId` if it belongs to `userId`, is unused and has not expired at `now`. */
const usableReset =
  (resetId: string, userId: string, now: Date) => (eb: ExpressionBuilder<Database, 'password_resets'>) =>
    eb.and([
      eb('id', '=', resetId),
      eb('user_id', '=', userId),
      eb('used_at', 'is', null),
      eb('expires_at', '>', now),
    ]);

export async function findUsablePasswordReset(db: Db, resetId: string, userId: string, now: Date) {
  return await db
    .selectFrom('password_resets')
    .select(['id', 'user_id'])
    .where(usableReset(resetId, userId, now))
    .executeTakeFirst();
}

/**
 * Sets the new password and uses up the link in one transaction. Returns false when the link
 * was used meanwhile (two tabs submitting at once), in which case nothing changes.
 */
export async function resetPassword(
  db: Db,
  resetId: string,
  userId: string,
  passwordHash: string,
  now: Date,
) {
  return await db.transaction().execute(async (trx) => {
    const used = await updatedOne(
      trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where(usableReset(resetId, userId, now)),
    );
    if (!used) return false;
    await trx
      .updateTable('users')
      // Sessions signed before the reset end with it: whoever knew the old password is out.
      .set({ password_hash: passwordHash, session_version: sql`session_version + 1`, updated_at: now })
      .where('id', '=', userId)
      .execute();
    // Any other link sent before this reset stops working too.
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    return true;
  });
}

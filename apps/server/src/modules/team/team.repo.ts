import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CourierPatch, CouriersTable } from '../../db/schema';

const courierColumns = [
  'couriers.id',
  'couriers.business_id',
  'couriers.name',
  'couriers.last_name',
  'couriers.cell_phone',
  'couriers.username',
  'couriers.active',
  'couriers.branch_id',
  'branches.name as branch_name',
] as const;

/** Couriers with their branch's name and their newest invitation, if any. */
function couriersWithBranch(db: Db) {
  return db
    .selectFrom('couriers')
    .innerJoin('branches', 'branches.id', 'couriers.branch_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('courier_invitations')
          .select(['courier_invitations.channel', 'courier_invitations.created_at'])
          .whereRef('courier_invitations.courier_id', '=', 'couriers.id')
          .orderBy('courier_invitations.created_at', 'desc')
          .limit(1)
          .as('last_invitation'),
      (join) => join.onTrue(),
    )
    .select(courierColumns)
    .select([
      'last_invitation.channel as last_invitation_channel',
      'last_invitation.created_at as last_invitation_at',
    ]);
}

export type CourierWithBranch = Awaited<ReturnType<typeof findCourierOfBusiness>> & {};

export async function listCouriers(db: Db, businessId: string, branchId?: string) {
  let query = couriersWithBranch(db).where('couriers.business_id', '=', businessId);
  if (branchId) query = query.where('couriers.branch_id', '=', branchId);
  return await query
    .orderBy('couriers.active', 'desc')
    .orderBy('couriers.name')
    .orderBy('couriers.last_name')
    .execute();
}

/** The courier if it belongs to `businessId`. */
export async function findCourierOfBusiness(db: Db, businessId: string, courierId: string) {
  return await couriersWithBranch(db)
    .where('couriers.business_id', '=', businessId)
    .where('couriers.id', '=', courierId)
    .executeTakeFirst();
}

export async function findCourierForLogin(db: Db, username: string) {
  return await couriersWithBranch(db)
    .innerJoin('businesses', 'businesses.id', 'couriers.business_id')
    .select([
      'couriers.password_hash',
      'couriers.session_version',
      'businesses.company_name',
      'businesses.country_iso',
    ])
    .where(sql<string>`lower(couriers.username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** The courier's password hash and whether it may still work, for a password change. */
export async function findCourierCredentials(db: Db, businessId: string, courierId: string) {
  return await db
    .selectFrom('couriers')
    .select(['id', 'password_hash', 'active'])
    .where('business_id', '=', businessId)
    .where('id', '=', courierId)
    .executeTakeFirst();
}

/** Sets a new password and ends every session signed before it; returns the new version. */
export async function replaceCourierPassword(
  db: Db,
  businessId: string,
  courierId: string,
  passwordHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('couriers')
    .set({ password_hash: passwordHash, session_version: sql`session_version + 1`, updated_at: now })
    .where('id', '=', courierId)
    .where('business_id', '=', businessId)
    .returning('session_version')
    .executeTakeFirst();
  return row?.session_version;
}

export async function insertCourier(
  db: Db,
  courier: Omit<Insertable<CouriersTable>, 'created_at' | 'updated_at'>,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('couriers')
    .values({ ...courier, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a courier; a new password also ends every session signed before it. */
export async function updateCourier(
  db: Db,
  businessId: string,
  courierId: string,
  patch: CourierPatch,
  now: Date,
) {
  const endSessions = patch.password_hash !== undefined;
  await db
    .updateTable('couriers')
    .set({
      ...patch,
      ...(endSessions ? { session_version: sql`session_version + 1` } : {}),
      updated_at: now,
    })
    .where('id', '=', courierId)
    .where('business_id', '=', businessId)
    .execute();
}

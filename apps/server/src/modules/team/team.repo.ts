import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CourierPatch } from '../../db/schema';

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

function couriersWithBranch(db: Db) {
  return db
    .selectFrom('couriers')
    .innerJoin('branches', 'branches.id', 'couriers.branch_id')
    .select(courierColumns);
}

export type CourierWithBranch = Awaited<ReturnType<typeof findCourier>> & {};

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
export async function findCourier(db: Db, businessId: string, courierId: string) {
  return await couriersWithBranch(db)
    .where('couriers.business_id', '=', businessId)
    .where('couriers.id', '=', courierId)
    .executeTakeFirst();
}

export async function findCourierForLogin(db: Db, username: string) {
  return await db
    .selectFrom('couriers')
    .innerJoin('branches', 'branches.id', 'couriers.branch_id')
    .innerJoin('businesses', 'businesses.id', 'couriers.business_id')
    .select([
      ...courierColumns,
      'couriers.password_hash',
      'businesses.company_name',
      'businesses.country_iso',
    ])
    .where(sql<string>`lower(couriers.username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function branchBelongsTo(db: Db, businessId: string, branchId: string): Promise<boolean> {
  const row = await db
    .selectFrom('branches')
    .select('id')
    .where('id', '=', branchId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCourier(
  db: Db,
  courier: {
    business_id: string;
    branch_id: string;
    name: string;
    last_name: string;
    cell_phone: string;
    username: string;
    password_hash: string;
  },
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('couriers')
    .values({ ...courier, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCourier(
  db: Db,
  businessId: string,
  courierId: string,
  patch: CourierPatch,
  now: Date,
) {
  await db
    .updateTable('couriers')
    .set({ ...patch, updated_at: now })
    .where('id', '=', courierId)
    .where('business_id', '=', businessId)
    .execute();
}

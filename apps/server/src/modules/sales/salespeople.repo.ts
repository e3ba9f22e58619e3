import type { Db } from '../../db/database';
import type { SalespersonRow } from '../../db/schema';

export interface NewSalesperson {
  email: string;
  passwordHash: string;
  fullName: string;
  cellPhone: string;
  language: string;
  referralCode: string;
}

export async function insertSalesperson(db: Db, input: NewSalesperson, now: Date): Promise<SalespersonRow> {
  return await db
    .insertInto('salespeople')
    .values({
      email: input.email,
      password_hash: input.passwordHash,
      full_name: input.fullName,
      cell_phone: input.cellPhone,
      language: input.language,
      referral_code: input.referralCode,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findSalespersonByEmail(db: Db, email: string) {
  return await db
    .selectFrom('salespeople')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function findSalespersonById(db: Db, id: string) {
  return await db.selectFrom('salespeople').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The salesperson a referral link's code names; codes are kept lower-case. */
export async function salespersonIdByReferralCode(db: Db, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('salespeople')
    .select('id')
    .where('referral_code', '=', code.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

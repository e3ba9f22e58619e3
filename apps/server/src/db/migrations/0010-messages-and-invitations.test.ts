import { randomBytes } from 'node:crypto';
import { defaultMessageLanguage, SIGNUP_COUNTRIES } from '@rutaviva/domain';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl, quoteIdent } from '../../../test/postgres';
import { createDb } from '../database';
import { migrations } from './index';

const NAME = '0010-messages-and-invitations';

/** A database migrated up to the migration before 0010, as a business that signed up earlier has. */
async function databaseBefore0010() {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  const db = createDb(databaseUrl(adminUrl, name), 2);
  afterAll(async () => {
    await db.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
  const names = Object.keys(migrations).sort();
  const previous = names[names.indexOf(NAME) - 1] as string;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo(previous);
  expect(before.error).toBeUndefined();
  return { db, migrator };
}

describe(`migration ${NAME}`, () => {
  it("gives every existing business its country's message language, as signup now does", async () => {
    const { db, migrator } = await databaseBefore0010();
    for (const country of SIGNUP_COUNTRIES) {
      await sql`
        INSERT INTO businesses (company_name, country_iso, delivery_amount_per_day, vehicle_type, onboarding_state)
        VALUES (${`Negocio ${country}`}, ${country}, 10, 'motorcycle', 'completed')`.execute(db);
    }
    const { error } = await migrator.migrateTo(NAME);
    expect(error).toBeUndefined();
    const rows = await db
      .selectFrom('businesses')
      .select(['country_iso', 'message_language'])
      .orderBy('country_iso')
      .execute();
    expect(rows).toEqual(
      [...SIGNUP_COUNTRIES].sort().map((country) => ({
        country_iso: country,
        message_language: defaultMessageLanguage(country),
      })),
    );
    // And it is a real setting: nothing but english or spanish is stored.
    await expect(sql`UPDATE businesses SET message_language = 'french'`.execute(db)).rejects.toThrow(
      /businesses_message_language/,
    );
  });
});

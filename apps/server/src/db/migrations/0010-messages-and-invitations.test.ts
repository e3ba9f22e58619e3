import { defaultMessageLanguage, SIGNUP_COUNTRIES } from '@rutaviva/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../../test/migration-before';

const NAME = '0010-messages-and-invitations';

describe(`migration ${NAME}`, () => {
  it("gives every existing business its country's message language, as signup now does", async () => {
    const { db, migrator } = await databaseBeforeMigration(NAME);
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

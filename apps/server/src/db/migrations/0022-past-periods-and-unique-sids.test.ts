import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../../test/migration-before';

const NAME = '0022-past-periods-and-unique-sids';

describe(`migration ${NAME}`, () => {
  it('leaves a sid two messages shared to the one sent first, and then holds each sid to one message', async () => {
    const { db, migrator } = await databaseBeforeMigration(NAME);
    // Minutes ago each was sent; two retries of an older version both took SM1.
    const messages = [
      { body: 'sent second', sid: 'SM1', minutes: 5 },
      { body: 'sent first', sid: 'SM1', minutes: 10 },
      { body: 'its own sid', sid: 'SM2', minutes: 7 },
    ];
    for (const { body, sid, minutes } of messages) {
      await sql`
        INSERT INTO outbound_messages (channel, to_address, body, status, provider_message_id, sent_at)
        VALUES ('sms', '+14155550100', ${body}, 'sent', ${sid}, now() - make_interval(mins => ${minutes}))`.execute(
        db,
      );
    }
    const { error } = await migrator.migrateTo(NAME);
    expect(error).toBeUndefined();
    const { rows } = await sql<{ body: string; status: string; sid: string | null; noted: boolean }>`
      SELECT body, status, provider_message_id AS sid, last_error IS NOT NULL AS noted
      FROM outbound_messages ORDER BY body`.execute(db);
    expect(rows).toEqual([
      { body: 'its own sid', status: 'sent', sid: 'SM2', noted: false },
      { body: 'sent first', status: 'sent', sid: 'SM1', noted: false },
      { body: 'sent second', status: 'sent', sid: null, noted: true },
    ]);
    await expect(
      sql`UPDATE outbound_messages SET provider_message_id = 'SM2' WHERE body = 'sent second'`.execute(db),
    ).rejects.toThrow(/outbound_messages_provider_message_id/);
  });

  it('finds the unique sid index an operator built concurrently beforehand, as docs/deploy.md says', async () => {
    const { db, migrator } = await databaseBeforeMigration(NAME);
    await sql`
      CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS outbound_messages_provider_message_id
        ON outbound_messages (provider_message_id) WHERE provider_message_id IS NOT NULL`.execute(db);
    const { error } = await migrator.migrateTo(NAME);
    expect(error).toBeUndefined();
  });
});

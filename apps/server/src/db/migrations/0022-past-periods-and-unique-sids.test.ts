import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../../test/migration-before';
import { runOperatorCommand } from '../../../test/operator-command';

const NAME = '0022-past-periods-and-unique-sids';

/** Two retries of an older version both took SM1; each was sent `minutes` ago. */
// biome-ignore lint/suspicious/noExplicitAny: the schema before the migration
async function messagesSharingASid(db: Kysely<any>) {
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
}

/** The messages after the cleanup: the first sent keeps the sid, the other loses it, noted. */
// biome-ignore lint/suspicious/noExplicitAny: as above
async function expectSidsCleared(db: Kysely<any>) {
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
}

describe(`migration ${NAME}`, () => {
  it('leaves a sid two messages shared to the one sent first, and then holds each sid to one message', async () => {
    const { db, migrator } = await databaseBeforeMigration(NAME);
    await messagesSharingASid(db);
    const { error } = await migrator.migrateTo(NAME);
    expect(error).toBeUndefined();
    await expectSidsCleared(db);
  });

  it('is prepared ahead by `npm run upgrade:prepare`: sids cleared, the index built concurrently, and found by the migration', async () => {
    const { db, migrator, url } = await databaseBeforeMigration(NAME);
    await messagesSharingASid(db);
    // A hand-made concurrent build, failing on the shared sid, leaves an invalid index behind.
    await expect(
      sql`CREATE UNIQUE INDEX CONCURRENTLY outbound_messages_provider_message_id
        ON outbound_messages (provider_message_id) WHERE provider_message_id IS NOT NULL`.execute(db),
    ).rejects.toThrow(/could not create unique index/);

    const prepared = await runOperatorCommand('upgrade-prepare', { DATABASE_URL: url });
    expect(prepared.stdout).toContain('Dropped outbound_messages_provider_message_id, left invalid');
    expect(prepared.stdout).toContain('Cleared the carrier sid of 1 message(s)');
    const index = await sql<{ valid: boolean; unique: boolean }>`
      SELECT indisvalid AS valid, indisunique AS unique FROM pg_index
      WHERE indexrelid = 'outbound_messages_provider_message_id'::regclass`.execute(db);
    expect(index.rows).toEqual([{ valid: true, unique: true }]);
    await expectSidsCleared(db);

    const again = await runOperatorCommand('upgrade-prepare', { DATABASE_URL: url });
    expect(again.stdout).toContain('Cleared the carrier sid of 0 message(s)');
    const { error } = await migrator.migrateTo(NAME);
    expect(error).toBeUndefined();
  }, 60_000);
});

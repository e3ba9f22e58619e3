import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../../test/migration-before';

const NAME = '0021-provider-retries';

describe(`migration ${NAME}`, () => {
  it("retries an email left 'sending' only within the retry window, after a grace period", async () => {
    const { db, migrator } = await databaseBeforeMigration(NAME);
    // Ages in minutes of emails an older version left behind.
    const emails = [
      { subject: 'months old', status: 'sending', minutes: 90 * 24 * 60 },
      { subject: 'two days old', status: 'sending', minutes: 2 * 24 * 60 },
      { subject: 'an hour old', status: 'sending', minutes: 60 },
      { subject: 'just recorded', status: 'sending', minutes: 1 },
      { subject: 'sent long ago', status: 'sent', minutes: 90 * 24 * 60 },
    ];
    for (const { subject, status, minutes } of emails) {
      await sql`
        INSERT INTO outbound_emails (to_address, subject, text_body, status, created_at)
        VALUES ('someone@example.com', ${subject}, 'body', ${status}, now() - make_interval(mins => ${minutes}))`.execute(
        db,
      );
    }
    const { error } = await migrator.migrateTo(NAME);
    expect(error).toBeUndefined();
    const { rows } = await sql<{
      subject: string;
      status: string;
      due: boolean | null;
      waits: boolean | null;
    }>`
      SELECT subject, status, next_attempt_at <= now() AS due, next_attempt_at > now() AS waits
      FROM outbound_emails ORDER BY created_at`.execute(db);
    expect(rows).toEqual([
      { subject: 'months old', status: 'failed', due: null, waits: null },
      { subject: 'sent long ago', status: 'sent', due: null, waits: null },
      { subject: 'two days old', status: 'failed', due: null, waits: null },
      { subject: 'an hour old', status: 'sending', due: true, waits: false },
      { subject: 'just recorded', status: 'sending', due: false, waits: true },
    ]);
  });
});

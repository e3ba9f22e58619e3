import { type Kysely, sql } from 'kysely';

/**
 * Issue 17: email is retried like messages are. An email waiting to go out is `sending` (not tried
 * yet) or `retrying` (failed at least once, tried again at `next_attempt_at`); `failed` only once
 * its retry window is over. An attempt claims its email or message until `claimed_until`, so two
 * processes, or a retry and the first attempt, never hand the same one over twice. A PayPal balance
 * raised for extras is remembered, so a retry never raises it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbound_emails DROP CONSTRAINT outbound_emails_status_check;
    ALTER TABLE outbound_emails ADD CONSTRAINT outbound_emails_status_check
      CHECK (status IN ('outbox', 'sending', 'retrying', 'sent', 'failed'));
    ALTER TABLE outbound_emails
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN next_attempt_at timestamptz,
      ADD COLUMN claimed_until timestamptz;
    -- An email left 'sending' by an older version (its process stopped) is tried again, but only
    -- within the retry window (EMAIL_RETRY_HOURS, 24 h by default): an older one (a password reset
    -- link from months ago) is marked failed instead of going out late. One recorded in the last
    -- 10 minutes may still be in the hands of an older process finishing its send: it becomes due
    -- once those 10 minutes are over.
    UPDATE outbound_emails
      SET status = 'failed', error = 'Left sending by an older version, past the retry window.'
      WHERE status = 'sending' AND created_at < now() - interval '24 hours';
    UPDATE outbound_emails SET next_attempt_at = created_at + interval '10 minutes' WHERE status = 'sending';
    CREATE INDEX outbound_emails_due ON outbound_emails (next_attempt_at)
      WHERE status IN ('sending', 'retrying');

    ALTER TABLE outbound_messages ADD COLUMN claimed_until timestamptz;

    -- A PayPal balance raised for a step of extras, committed before its capture: a retry after
    -- a capture whose answer was lost captures the same amount under the same request id instead
    -- of raising the balance a second time.
    CREATE TABLE paypal_balance_raises (
      step text PRIMARY KEY,
      subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      owed_minor integer NOT NULL,
      created_at timestamptz NOT NULL
    );
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * A subscription's periods that have moved past are remembered, so extras a failed provider call
 * left unbilled are still billed after the renewal moved the subscription on. A carrier's message
 * id belongs to one message only, so two retries racing for the same sid cannot both take it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Written when a subscription's period moves forward, with the terms of the period that ended
    -- (a later plan change does not reprice it). settled_at: its extras are all billed.
    CREATE TABLE subscription_periods (
      subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      included_deliveries integer NOT NULL,
      extra_delivery_minor integer NOT NULL,
      settled_at timestamptz,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (subscription_id, period_start)
    );
    CREATE INDEX subscription_periods_unsettled ON subscription_periods (period_end)
      WHERE settled_at IS NULL;

  `.execute(db);
  await clearSharedSids.execute(db);
  await uniqueSidIndex('in the migration').execute(db);
}

/** The unique sid index, which `npm run upgrade:prepare` may have built before the migration ran. */
export const UNIQUE_SID_INDEX = 'outbound_messages_provider_message_id';

/**
 * Before this index two retries could take one sid. Of the rows sharing a sid, the one sent first
 * (then the oldest, then the smallest id) keeps it; the others lose the sid but stay 'sent':
 * whether their own text went out cannot be told now, and sending it again could duplicate it.
 * Their last_error says what happened.
 */
export const clearSharedSids = sql`
  WITH ranked AS (
    SELECT id, row_number() OVER (
      PARTITION BY provider_message_id ORDER BY sent_at NULLS LAST, created_at, id
    ) AS rank
    FROM outbound_messages WHERE provider_message_id IS NOT NULL
  )
  UPDATE outbound_messages
    SET provider_message_id = NULL,
      last_error = 'Its carrier message id was also taken by another message; cleared on upgrade.'
    FROM ranked WHERE ranked.id = outbound_messages.id AND ranked.rank > 1`;

/**
 * IF NOT EXISTS: a large deployment builds it CONCURRENTLY beforehand (`npm run upgrade:prepare`,
 * docs/deploy.md), outside any transaction and without locking out writes; the migration, in its
 * transaction, then finds it.
 */
export const uniqueSidIndex = (how: 'in the migration' | 'concurrently') => sql`
  CREATE UNIQUE INDEX ${sql.raw(how === 'concurrently' ? 'CONCURRENTLY ' : '')}IF NOT EXISTS ${sql.id(UNIQUE_SID_INDEX)}
    ON outbound_messages (provider_message_id) WHERE provider_message_id IS NOT NULL`;

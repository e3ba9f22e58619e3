import { type Kysely, sql } from 'kysely';

/**
 * Issue 13: prepaid deliveries bought by wire transfer. Every movement of a business's balance
 * is a row, never an edit (DESIGN §10): a purchase adds its pack, each delivery started takes
 * one, a balance left unused for two months is frozen, and the next purchase unfreezes it. The
 * balance (SPEC's prepaid_trips_amount) is the sum of `deliveries`; frozen is the sum over
 * freezes and unfreezes, negated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prepaid_movements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('purchase', 'use', 'freeze', 'unfreeze')),
      deliveries integer NOT NULL,
      -- Purchases: what the transfer paid, and who sold it.
      amount_minor integer NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
      currency text,
      salesperson_id uuid REFERENCES salespeople (id) ON DELETE SET NULL,
      transfer_reference text,
      -- A use: the trip it was for (once per trip). A freeze: the purchase it follows (once each).
      source_id uuid,
      occurred_at timestamptz NOT NULL,
      CHECK (
        (kind = 'purchase' AND deliveries > 0 AND currency IS NOT NULL AND transfer_reference IS NOT NULL)
        OR (kind = 'use' AND deliveries = -1 AND source_id IS NOT NULL)
        OR (kind = 'freeze' AND deliveries < 0 AND source_id IS NOT NULL)
        OR (kind = 'unfreeze' AND deliveries > 0)
      )
    );
    CREATE INDEX prepaid_movements_business ON prepaid_movements (business_id, seq);
    CREATE UNIQUE INDEX prepaid_movements_once ON prepaid_movements (kind, source_id)
      WHERE kind IN ('use', 'freeze');
  `.execute(db);
}

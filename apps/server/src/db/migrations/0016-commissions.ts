import { type Kysely, sql } from 'kysely';

/**
 * Issue 13: salespeople's commissions. The ledger is append-only: one line per paid invoice and
 * per prepaid purchase of a salesperson's business, with the rate it was earned at; a refund
 * will be a negative line of its own, never an edit. A page asks for a report and polls the
 * request (SPEC §7's `my_request_id`, `is_ready`) while a background job brings the ledger up
 * to date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE commission_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      salesperson_id uuid NOT NULL REFERENCES salespeople (id) ON DELETE CASCADE,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('invoice', 'prepaid', 'refund')),
      -- The invoice or prepaid purchase it was earned on: each earns once.
      source_id uuid NOT NULL,
      base_amount_minor integer NOT NULL,
      rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
      commission_minor integer NOT NULL,
      currency text NOT NULL,
      occurred_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (kind, source_id)
    );
    CREATE INDEX commission_lines_salesperson ON commission_lines (salesperson_id, occurred_at DESC);

    CREATE TABLE commission_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      salesperson_id uuid NOT NULL REFERENCES salespeople (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
      created_at timestamptz NOT NULL,
      ready_at timestamptz
    );
    CREATE INDEX commission_requests_salesperson ON commission_requests (salesperson_id, created_at DESC);
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Issue 14: first-party analytics, stored only in staging and production. No address is kept:
 * the country is read when the batch arrives (as GET /api/geo reads it) and stored instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE analytics_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      session_id text NOT NULL,
      user_id uuid,
      kind text NOT NULL CHECK (kind IN ('page_view', 'click', 'section_view')),
      name text NOT NULL,
      path text NOT NULL,
      language text NOT NULL,
      country text,
      occurred_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL
    );
    CREATE INDEX analytics_events_occurred ON analytics_events (occurred_at);
    CREATE INDEX analytics_events_session ON analytics_events (session_id);
  `.execute(db);
}

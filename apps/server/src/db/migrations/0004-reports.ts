import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The reviews page lists a business's reviews newest first.
    CREATE INDEX trips_reviews ON trips (business_id, reviewed_at DESC) WHERE reviewed_at IS NOT NULL;

    -- A sample message an admin sends to their own phone (/demo_sms), counted for its rate limit.
    ALTER TABLE outbound_messages
      ADD COLUMN kind text NOT NULL DEFAULT 'tracking' CHECK (kind IN ('tracking', 'demo'));
    CREATE INDEX outbound_messages_demo ON outbound_messages (business_id, created_at DESC)
      WHERE kind = 'demo';

    -- How the CSV export prints a duration in minutes: the same text as formatDuration in
    -- packages/domain (reports.ts); a test holds the two together. Inlined by the planner.
    CREATE FUNCTION report_duration(minutes double precision) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN minutes IS NULL THEN NULL
          WHEN minutes < 1 THEN '< 1 min'
          WHEN round(minutes::numeric) < 60 THEN round(minutes::numeric)::int || ' min'
          WHEN round(minutes::numeric)::int % 60 = 0 THEN (round(minutes::numeric)::int / 60) || ' h'
          ELSE (round(minutes::numeric)::int / 60) || ' h ' || (round(minutes::numeric)::int % 60) || ' min'
        END
      $$;

    -- Free text that a spreadsheet would run as a formula gets a leading apostrophe.
    CREATE FUNCTION report_safe_text(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN value ~ '^[=+@\t\r-]' THEN '''' || value ELSE value END
      $$;
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Now applied to every free-text column of the CSV export, the phone included: a plain
    -- signed whole number (an E.164 phone such as +525511112222) is data a spreadsheet cannot
    -- run, so it stays as it is; anything else starting like a formula gets a leading apostrophe.
    CREATE OR REPLACE FUNCTION report_safe_text(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN value ~ '^[=+@\t\r-]' AND value !~ '^[+-]?[0-9]+$' THEN '''' || value
          ELSE value
        END
      $$;
  `.execute(db);
}

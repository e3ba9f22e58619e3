import { type Kysely, sql } from 'kysely';

/** Issue 14: demos prospects ask for on /book_demo, kept for the sales team. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE book_demos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      company text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      country_iso text NOT NULL,
      preferred_time text NOT NULL CHECK (preferred_time IN ('morning', 'afternoon', 'evening')),
      message text NOT NULL,
      language text NOT NULL CHECK (language IN ('spanish', 'english')),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX book_demos_created ON book_demos (created_at DESC);
  `.execute(db);
}

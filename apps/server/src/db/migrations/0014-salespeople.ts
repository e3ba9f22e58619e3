import { type Kysely, sql } from 'kysely';

/**
 * Issue 13: salespeople sign businesses up in person and sell prepaid packs. They are not users of
 * a business (one salesperson serves many), so they get their own table and their own sessions.
 * A business's admin points at the salesperson who brought it in: the user's salesperson field
 * (SPEC §3), until now free text nothing wrote, becomes a reference to this table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE salespeople (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      password_hash text NOT NULL,
      full_name text NOT NULL,
      cell_phone text NOT NULL,
      language text NOT NULL CHECK (language IN ('spanish', 'english')),
      -- The code of the referral link: /signup?ref=<code>.
      referral_code text NOT NULL UNIQUE CHECK (referral_code ~ '^[a-z0-9]{6,32}$'),
      session_version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX salespeople_email ON salespeople (lower(email));

    ALTER TABLE users
      ALTER COLUMN salesperson TYPE uuid
        USING (CASE WHEN salesperson ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' THEN salesperson::uuid END),
      ADD CONSTRAINT users_salesperson_fk FOREIGN KEY (salesperson) REFERENCES salespeople (id) ON DELETE SET NULL;
    CREATE INDEX users_salesperson ON users (salesperson) WHERE salesperson IS NOT NULL;
  `.execute(db);
}

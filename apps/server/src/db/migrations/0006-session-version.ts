import { type Kysely, sql } from 'kysely';

/**
 * Every session token carries the user's session version; raising it (a password reset, "log out
 * of all devices") ends every session signed before, on every server process at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import {
  clearSharedSids,
  UNIQUE_SID_INDEX,
  uniqueSidIndex,
} from './migrations/0022-past-periods-and-unique-sids';

/**
 * What an index of a pending migration would build under a lock that stops writes, built
 * beforehand with the migration's own statements but CONCURRENTLY, while the old build keeps
 * serving (docs/deploy.md, section 7). The migration then finds the index and skips it. Safe to
 * run again, and after the migration: it builds only what is missing.
 */
// biome-ignore lint/suspicious/noExplicitAny: runs on the previous release's schema, whatever it is
export async function prepareUpgrade(db: Kysely<any>): Promise<string[]> {
  const done: string[] = [];
  // 0022: two messages sharing a carrier sid would fail the unique index, so they are cleared
  // first, exactly as the migration clears them.
  if (await dropIfInvalid(db, UNIQUE_SID_INDEX)) {
    done.push(`Dropped ${UNIQUE_SID_INDEX}, left invalid by an earlier build.`);
  }
  const cleared = Number((await clearSharedSids.execute(db)).numAffectedRows ?? 0);
  done.push(`Cleared the carrier sid of ${cleared} message(s) that shared one (migration 0022).`);
  try {
    await uniqueSidIndex('concurrently').execute(db);
  } catch (error) {
    // A failed concurrent build leaves an invalid index, which the migration's IF NOT EXISTS
    // would take for a built one.
    await dropIfInvalid(db, UNIQUE_SID_INDEX);
    throw new Error(
      `Building ${UNIQUE_SID_INDEX} failed (an old process may have taken a sid twice meanwhile); run this command again.`,
      { cause: error },
    );
  }
  done.push(`Index ${UNIQUE_SID_INDEX} is built (migration 0022).`);
  return done;
}

/** Drops the index when a failed CONCURRENTLY build left it invalid; whether it did. */
// biome-ignore lint/suspicious/noExplicitAny: as above
async function dropIfInvalid(db: Kysely<any>, index: string): Promise<boolean> {
  const { rows } = await sql<{ valid: boolean }>`
    SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass(${index}::text)`.execute(db);
  if (rows[0]?.valid !== false) return false;
  await sql`DROP INDEX CONCURRENTLY IF EXISTS ${sql.id(index)}`.execute(db);
  return true;
}

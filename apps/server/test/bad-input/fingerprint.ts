import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/**
 * A cheap fingerprint of every table of the app's schema: per table its row count and the sum of
 * a 64-bit hash of each row's text. Order does not matter, any change of any column does: one
 * query for the whole database, a few milliseconds on the suite's small data.
 */
export async function databaseFingerprint(
  db: Db,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const columns = tables.map(
    (table) =>
      sql`(select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) from ${sql.table(table)} t) as ${sql.ref(table)}`,
  );
  const result = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(db);
  return result.rows[0] ?? {};
}

/** The app's own tables (the public schema's; pg-boss keeps its queue in a schema of its own). */
export async function appTables(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return result.rows.map((row) => row.name);
}

/** The tables whose fingerprint differs, with both values. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} -> ${after[table]}`);
}

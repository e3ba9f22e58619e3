import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// Return bigint counts as numbers and keep timestamptz as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDb(connectionString: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True when the database answers a trivial query within `timeoutMs`. */
export async function databaseIsUp(db: Db, timeoutMs = 2000): Promise<boolean> {
  const timeout = new Promise<false>((done) => setTimeout(() => done(false), timeoutMs).unref());
  const query = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
  return await Promise.race([query, timeout]);
}

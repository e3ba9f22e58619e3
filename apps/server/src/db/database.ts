import { Kysely, PostgresDialect, sql, type UpdateResult } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const pools = new WeakMap<Db, pg.Pool>();
/** Small pools for long streams (CSV exports), so they never hold the request pool's connections. */
const streamPools = new WeakMap<Db, pg.Pool>();
const STREAM_POOL_SIZE = 2;

/**
 * Runs a guarded update of one row: whether it changed that row, false when its conditions no
 * longer held (a trip already ended, onboarding already moved on).
 */
export async function updatedOne(update: { executeTakeFirst(): Promise<UpdateResult> }): Promise<boolean> {
  return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
}

/**
 * Runs a named prepared statement on the pool behind `db`: PostgreSQL parses and plans it once
 * per connection. For the hottest queries only (location ingest); everything else goes through
 * Kysely.
 */
export async function preparedQuery<Row extends pg.QueryResultRow>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error('preparedQuery needs a database made by createDb');
  return (await pool.query<Row>({ name, text, values })).rows;
}

// Return bigint counts as numbers and keep timestamptz as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDb(
  connectionString: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => console.error('database connection lost', error.message),
): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query. Once the pools are ending, a dropped connection is
  // no news: pg-pool's end() resolves before its sockets have closed, so a database stopped
  // right after (the embedded one, at Ctrl-C) would otherwise print "connection lost".
  let ending = false;
  const onError = (error: Error) => {
    if (!ending) onIdleError(error);
  };
  pool.on('error', onError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  const streams = new pg.Pool({ connectionString, max: STREAM_POOL_SIZE, idleTimeoutMillis: 30_000 });
  streams.on('error', onError);
  streamPools.set(db, streams);
  // Kysely's destroy() ends the main pool; the stream pool ends with it.
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    ending = true;
    await Promise.all([destroy(), streams.end()]);
  };
  return db;
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

/**
 * Lends `body` one connection of the stream pool for as long as it yields (a COPY stream); more
 * streams than the pool holds wait their turn, and requests never wait behind them. A body
 * stopped half way leaves the connection mid-protocol, so it is closed instead of returned.
 */
export async function* withClient<T>(
  db: Db,
  body: (client: pg.PoolClient) => AsyncGenerator<T>,
): AsyncGenerator<T> {
  const pool = streamPools.get(db);
  if (!pool) throw new Error('withClient needs a database made by createDb');
  const client = await pool.connect();
  let finished = false;
  try {
    yield* body(client);
    finished = true;
  } finally {
    client.release(finished ? undefined : true);
  }
}

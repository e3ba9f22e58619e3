import { Kysely, PostgresDialect, sql, type UpdateResult } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const pools = new WeakMap<Db, pg.Pool>();
/** Small pools for long streams (CSV exports), so they never hold the request pool's connections. */
const streamPools = new WeakMap<Db, pg.Pool>();
const STREAM_POOL_SIZE = 2;
/** How long opening a new connection to PostgreSQL may take (TCP, TLS and login). */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * How long a request may wait for a free connection of the request pool when all are busy. A
 * stream (CSV export) waits its turn without limit: its 200 has already been sent.
 */
const POOL_WAIT_MS = 30_000;
/** pg-pool's error for a wait for a free connection that ran out (POOL_WAIT_MS). */
const POOL_WAIT_MESSAGE = 'timeout exceeded when trying to connect';

/** Errors our own pg clients reported, to tell their network errors from a provider's. */
const databaseErrors = new WeakSet<object>();
function markDatabaseError(error: unknown): void {
  if (error !== null && typeof error === 'object') databaseErrors.add(error);
}

/**
 * pg's client with its own connect timeout (CONNECT_TIMEOUT_MS, "Connection terminated due to
 * connection timeout"), so the pool's timeout bounds only the wait for a free connection, and
 * marking every error of its connect and queries as the database's.
 */
class DatabaseClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const connect = this.connect.bind(this) as (
      callback?: (error: Error) => void,
    ) => Promise<void> | undefined;
    const query = this.query.bind(this);
    this.connect = ((callback?: (error: Error | undefined) => void) => {
      if (callback) {
        return connect((error) => {
          markDatabaseError(error);
          callback(error);
        });
      }
      return connect()?.catch((error: unknown) => {
        markDatabaseError(error);
        throw error;
      });
    }) as typeof this.connect;
    this.query = ((...args: unknown[]) => {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, ...rest: unknown[]) => {
          markDatabaseError(error);
          return callback(error, ...rest);
        };
      }
      const result = (query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        return result.catch((error: unknown) => {
          markDatabaseError(error);
          throw error;
        });
      }
      return result;
    }) as typeof this.query;
  }
}

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
  if (stalePlans.has(name)) return (await pool.query<Row>({ text, values })).rows;
  try {
    return (await pool.query<Row>({ name, text, values })).rows;
  } catch (error) {
    if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
    // A migration changed a table the statement reads (a column added while this process runs,
    // as a rolling upgrade does): PostgreSQL refuses the prepared plan on the connections that hold
    // it, so this process runs the statement unprepared from now on.
    stalePlans.add(name);
    return (await pool.query<Row>({ text, values })).rows;
  }
}

/** PostgreSQL's "cached plan must not change result type". */
const CACHED_PLAN_CHANGED = '0A000';
/** Named statements whose prepared plans a migration has outdated in this process. */
const stalePlans = new Set<string>();

/** Seconds a client is told to wait (Retry-After) before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Network errors of a connection to PostgreSQL (refused, reset, timed out) and PostgreSQL's own
 * classes 08 (connection exception) and 57P (shut down, starting up): the database is away for
 * a while (a restart, a failover), nothing the request did.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const PG_UNAVAILABLE = /^(08|57P0[1-4]|53300)/;
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Ports of the PostgreSQL servers this process connects to, to tell their network errors apart. */
const databasePorts = new Set<number>();

function portOf(connectionString: string): number {
  try {
    return Number(new URL(connectionString).port || 5432);
  } catch {
    return 5432;
  }
}

/**
 * Whether `error` says PostgreSQL could not be reached or dropped the connection (503, not 500).
 * A refused or reset connection counts only when our own pg client reported it or it was to a
 * database's port: a provider's (a webhook receiver, an SMS gateway, S3) stays an error of its
 * own. A wait for a free connection that ran out is not one either: see isDatabaseBusy.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Several addresses tried at once (localhost as ::1 and 127.0.0.1), all refused.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const { code, port } = error as { code?: unknown; port?: unknown };
  if (typeof code === 'string' && PG_UNAVAILABLE.test(code)) return true;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) {
    return databaseErrors.has(error) || (typeof port === 'number' && databasePorts.has(port));
  }
  return LOST_CONNECTION.test(error.message);
}

/**
 * Whether `error` is the request pool's wait for a free connection running out: the database is
 * up but every connection stayed busy for POOL_WAIT_MS (load), not "database unavailable".
 */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Error && error.message === POOL_WAIT_MESSAGE;
}

export interface DbOptions {
  /** How long a request waits for a free connection of the request pool (POOL_WAIT_MS). */
  poolWaitMs?: number;
}

// Return bigint counts as numbers and keep timestamptz as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDb(
  connectionString: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => console.error('database connection lost', error.message),
  options: DbOptions = {},
): Db {
  // A database that accepts connections but never finishes them (a host gone away) fails the
  // request after CONNECT_TIMEOUT_MS instead of holding it for ever (DatabaseClient). Waiting
  // for a free connection is bounded apart: POOL_WAIT_MS for requests, none for streams.
  databasePorts.add(portOf(connectionString));
  const settings = { connectionString, idleTimeoutMillis: 30_000, Client: DatabaseClient };
  const pool = new pg.Pool({
    ...settings,
    max: poolSize,
    // pg-pool bounds both the wait in its queue (POOL_WAIT_MESSAGE) and a new connection
    // ("Connection terminated due to connection timeout") with it; the client's own
    // CONNECT_TIMEOUT_MS comes first for the latter.
    connectionTimeoutMillis: options.poolWaitMs ?? POOL_WAIT_MS,
  });
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
  // No wait limit: a third export waits for a stream connection instead of failing half way.
  const streams = new pg.Pool({ ...settings, max: STREAM_POOL_SIZE });
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

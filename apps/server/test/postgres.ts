import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';

export interface TestPostgres {
  /** A connection URL to the server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL server tests run against: the one of DATABASE_URL when set (CI points it at
 * the machine's server), otherwise an embedded one in a temporary folder, removed afterwards.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.DATABASE_URL) {
    return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rutaviva-test-pg-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres(dataDir, 'postgres');
  return {
    adminUrl: embedded.url,
    stop: async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';

export interface TestPostgres {
  /** A connection URL to the server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /** The embedded server's temporary folder (its data in `postgres/`); unset with DATABASE_URL. */
  embeddedDir?: string;
}

/**
 * The PostgreSQL server tests run against: the one of DATABASE_URL when set (CI points it at
 * the machine's server), otherwise an embedded one in a temporary folder. The caller's janitor
 * stops it and removes the folder (cleanup.ts).
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL };
  const embeddedDir = await mkdtemp(join(tmpdir(), 'rutaviva-test-pg-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(embeddedDir, 0o755);
  try {
    const embedded = await startEmbeddedPostgres(embeddedDir, 'postgres');
    return { adminUrl: embedded.url, embeddedDir };
  } catch (error) {
    await rm(embeddedDir, { recursive: true, force: true });
    throw error;
  }
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

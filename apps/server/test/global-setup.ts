import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { startJanitor } from './cleanup';
import { adminQuery, databaseUrl, quoteIdent, startTestPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    /** Starts the name of every database this run creates, so the run's cleanup finds them all. */
    testDatabasePrefix: string;
    /** A temporary folder for the run's files (uploaded logos), removed with the run. */
    testRunDir: string;
  }
}

/**
 * Starts (or reaches) PostgreSQL once, migrates a template database, and hands both to the test
 * files; each file then clones its own database from the template, so files run in parallel.
 * A janitor process takes every database of the run away at the end, even when the run fails,
 * is interrupted or is killed.
 */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const run = randomBytes(4).toString('hex');
  const template = `rv_template_${run}`;
  const testDatabasePrefix = `rv_test_${run}_`;
  const testRunDir = await mkdtemp(join(tmpdir(), 'rutaviva-test-run-'));
  const janitor = startJanitor({
    processes: server.embeddedDir ? [{ postgresDataDir: join(server.embeddedDir, 'postgres') }] : [],
    databases: server.embeddedDir
      ? undefined
      : { adminUrl: server.adminUrl, names: [template], prefixes: [testDatabasePrefix] },
    folders: server.embeddedDir ? [server.embeddedDir, testRunDir] : [testRunDir],
  });
  try {
    await adminQuery(server.adminUrl, `CREATE DATABASE ${quoteIdent(template)}`);
    const db = createDb(databaseUrl(server.adminUrl, template), 1);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await janitor.finish();
    throw error;
  }
  project.provide('adminDatabaseUrl', server.adminUrl);
  project.provide('templateDatabase', template);
  project.provide('testDatabasePrefix', testDatabasePrefix);
  project.provide('testRunDir', testRunDir);

  return () => janitor.finish();
}

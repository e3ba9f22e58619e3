import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { adminQuery, databaseUrl, quoteIdent, startTestPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Starts (or reaches) PostgreSQL once, migrates a template database, and hands both to the test
 * files; each file then clones its own database from the template, so files run in parallel.
 */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const template = `rv_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(server.adminUrl, `CREATE DATABASE ${quoteIdent(template)}`);
  const db = createDb(databaseUrl(server.adminUrl, template), 1);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide('adminDatabaseUrl', server.adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    await server.stop();
  };
}

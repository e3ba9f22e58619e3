import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import { afterAll, expect, inject } from 'vitest';
import { createDb } from '../src/db/database';
import { migrations } from '../src/db/migrations/index';
import { adminQuery, databaseUrl, quoteIdent } from './postgres';

/**
 * A fresh database migrated up to the migration before `name`, as an older version left it, the
 * migrator to take it the next step, and its URL for a command run on it. The database is dropped
 * after the file's tests.
 */
export async function databaseBeforeMigration(name: string) {
  const adminUrl = inject('adminDatabaseUrl');
  const database = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(database)}`);
  const url = databaseUrl(adminUrl, database);
  const db = createDb(url, 2);
  afterAll(async () => {
    await db.destroy();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  });
  const names = Object.keys(migrations).sort();
  const previous = names[names.indexOf(name) - 1] as string;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo(previous);
  expect(before.error).toBeUndefined();
  return { db, migrator, url };
}

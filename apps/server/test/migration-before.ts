import { Migrator } from 'kysely';
import { afterAll, expect } from 'vitest';
import { migrations } from '../src/db/migrations/index';
import { createEmptyDatabase } from './context';

/**
 * A fresh database migrated up to the migration before `name`, as an older version left it, the
 * migrator to take it the next step, and its URL for a command run on it. The database is dropped
 * after the file's tests.
 */
export async function databaseBeforeMigration(name: string) {
  const { db, url, drop } = await createEmptyDatabase(2);
  afterAll(drop);
  const names = Object.keys(migrations).sort();
  const previous = names[names.indexOf(name) - 1] as string;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo(previous);
  expect(before.error).toBeUndefined();
  return { db, migrator, url };
}

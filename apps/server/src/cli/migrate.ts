import { loadConfig } from '../config';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runCli } from './cli';

/**
 * `node --import tsx apps/server/src/cli/migrate.ts`: applies the pending migrations to
 * DATABASE_URL and exits, the first step of an upgrade (docs/deploy.md, section 7): the new
 * build migrates once while the old processes keep serving, then the processes are replaced.
 */
async function main(): Promise<number> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    console.error('DATABASE_URL is required: this command migrates the database your processes share.');
    return 1;
  }
  const db = createDb(databaseUrl, 1);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'No migration pending.');
    return 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);

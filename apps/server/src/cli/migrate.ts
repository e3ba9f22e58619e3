import { migrateToLatest } from '../db/migrate';
import { runCli, withSharedDatabase } from './cli';

/**
 * `node --import tsx apps/server/src/cli/migrate.ts`: applies the pending migrations to
 * DATABASE_URL and exits, the first step of an upgrade (docs/deploy.md, section 7): the new
 * build migrates once while the old processes keep serving, then the processes are replaced.
 */
runCli(() =>
  withSharedDatabase('migrates', async (db) => {
    const applied = await migrateToLatest(db);
    console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'No migration pending.');
    return 0;
  }),
);

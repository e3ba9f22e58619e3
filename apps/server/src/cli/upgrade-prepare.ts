import { loadConfig } from '../config';
import { createDb } from '../db/database';
import { prepareUpgrade } from '../db/upgrade-prepare';
import { runCli } from './cli';

/**
 * `npm run upgrade:prepare`: before `cli/migrate.ts` on a large deployment, builds CONCURRENTLY
 * the indexes the pending migrations would build under a lock (docs/deploy.md, section 7), with
 * the migrations' own statements. The old processes keep serving meanwhile.
 */
async function main(): Promise<number> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    console.error('DATABASE_URL is required: this command prepares the database your processes share.');
    return 1;
  }
  const db = createDb(databaseUrl, 1);
  try {
    for (const line of await prepareUpgrade(db)) console.log(line);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);

import { prepareUpgrade } from '../db/upgrade-prepare';
import { runCli, withSharedDatabase } from './cli';

/**
 * `npm run upgrade:prepare`: before `cli/migrate.ts` on a large deployment, builds CONCURRENTLY
 * the indexes the pending migrations would build under a lock (docs/deploy.md, section 7), with
 * the migrations' own statements. The old processes keep serving meanwhile.
 */
runCli(() =>
  withSharedDatabase('prepares', async (db) => {
    for (const line of await prepareUpgrade(db)) console.log(line);
    return 0;
  }),
);

import { type Config, ConfigError, loadConfig } from '../config';
import { createDb, type Db } from '../db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { migrateToLatest } from '../db/migrate';

/**
 * An operator command's database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (one
 * process at a time may run that one, so the server must be stopped), migrated, and closed
 * again whatever `work` does.
 */
export async function withDatabase<T>(work: (db: Db, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    return await work(db, config);
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

/** Runs an operator command: its exit code, or 1 with the configuration's or the error's message. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}

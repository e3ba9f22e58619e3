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

/**
 * An upgrade step's database: DATABASE_URL only, since the step is for the database the running
 * processes share (never an embedded one), on one connection closed again whatever `work` does.
 * Without DATABASE_URL it prints why and answers 1. `what` says what the command does to it.
 */
export async function withSharedDatabase(what: string, work: (db: Db) => Promise<number>): Promise<number> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    console.error(`DATABASE_URL is required: this command ${what} the database your processes share.`);
    return 1;
  }
  const db = createDb(databaseUrl, 1);
  try {
    return await work(db);
  } finally {
    await db.destroy();
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

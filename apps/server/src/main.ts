import { buildApp } from './app';
import { ConfigError, devToolsEnabled, jobsOf, loadConfig, roleName } from './config';
import { createDb } from './db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { startJobs } from './jobs';
import { OffsetClock, systemClock } from './lib/clock';
import { networkUrls } from './lib/network';
import { connectRedis } from './lib/redis';
import { persistentSecret } from './lib/secrets';
import { createEmailProvider } from './providers/email';
import { createMessagesProvider } from './providers/messages';
import { MemoryBus, RedisBus } from './realtime/bus';

/** Reads the configuration, opens the database, serves, and shuts down cleanly on SIGINT/SIGTERM. */
let embedded: EmbeddedDatabase | undefined;

async function main() {
  const config = loadConfig();
  // Development and test servers can be moved forward in time (/api/dev/clock); production cannot.
  const clock = devToolsEnabled(config) ? new OffsetClock() : systemClock;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting the embedded PostgreSQL (data in ${config.dataDir}/postgres)…`);
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

  const onRedisError = (message: string) => console.error(message);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, onRedisError) : undefined;
  const jwtSecret = config.jwtSecret ?? (await persistentSecret(config.dataDir, 'jwt-secret'));
  const email = createEmailProvider(config, db, clock, (error) =>
    console.error('email delivery failed', error),
  );
  const onMessageError = (error: unknown) => console.error('message delivery failed', error);
  // A worker works the jobs; a web process only adds them (a message's retry); a stream process
  // neither (DESIGN §11).
  const jobs =
    jobsOf(config) !== 'none'
      ? await startJobs({
          config,
          databaseUrl,
          db,
          clock,
          onError: (error) => console.error('background job failed', error),
          work: jobsOf(config) === 'work',
        })
      : undefined;
  const messages = createMessagesProvider(config, db, clock, onMessageError, jobs?.messageRetries);
  const bus = config.redisUrl
    ? new RedisBus(
        connectRedis(config.redisUrl, onRedisError),
        connectRedis(config.redisUrl, onRedisError),
        config.redisPrefix,
      )
    : new MemoryBus();
  const app = await buildApp({ config, db, clock, email, messages, bus, jwtSecret, redis });
  await jobs?.startBilling(app.billingRun);
  await jobs?.startWebhooks(app.webhookSender);
  await jobs?.startEmailRetries(email);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: shutting down`);
    const forceExit = setTimeout(() => {
      console.error('Shutdown took over 15 s; exiting.');
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    try {
      await app.close();
      await jobs?.stop();
      await db.destroy();
      await bus.close();
      redis?.disconnect();
      await embedded?.stop();
      console.log('Stopped cleanly.');
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  // The last line of defence: a stray rejection is logged, never the end of every open stream.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // Started by `npm run start:cluster`: when the cluster goes, however it goes, so does this.
  if (process.send) process.once('disconnect', () => void stop('the cluster is gone'));

  await app.listen({ port: config.port, host: config.host });
  const role = roleName(config);
  console.log(`RutaViva${role === 'all' ? '' : ` (${role})`} is running at ${config.publicUrl}`);
  if (config.appEnv === 'development') {
    // A courier's phone cannot open localhost: the addresses it can open, on the same network.
    for (const url of networkUrls(config.host, config.port)) {
      console.log(`  on this network: ${url} (courier app: ${url}/courier)`);
    }
  }
}

main().catch(async (error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  await embedded?.stop().catch(() => {});
  process.exit(1);
});

/**
 * The app as apps/server/src/main.ts builds it without REDIS_URL (same providers, in-process
 * bus, buildApp) on an already migrated DATABASE_URL, plus one thing for the memory benchmark:
 * started with --expose-gc, it answers 'memory' on its IPC channel with process.memoryUsage()
 * after full collections. Started by run.ts, never alone.
 */
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/database';
import { systemClock } from '../apps/server/src/lib/clock';
import { createEmailProvider } from '../apps/server/src/providers/email';
import { createMessagesProvider } from '../apps/server/src/providers/messages';
import { MemoryBus } from '../apps/server/src/realtime/bus';
import { answerMemoryRequests } from './lib/children';

const config = loadConfig();
const { databaseUrl, jwtSecret } = config;
if (!databaseUrl || !jwtSecret) throw new Error('bench/server.ts needs DATABASE_URL and JWT_SECRET');
const db = createDb(databaseUrl);
const onError = (error: unknown) => console.error(error);
// One process, as `npm start` runs it: the in-process bus.
const bus = new MemoryBus();
const app = await buildApp({
  config,
  db,
  clock: systemClock,
  email: createEmailProvider(config, db, systemClock, onError),
  messages: createMessagesProvider(config, db, systemClock, onError),
  bus,
  jwtSecret,
});
answerMemoryRequests();
process.once('SIGTERM', async () => {
  await app.close();
  await db.destroy();
  await bus.close();
  process.exit(0);
});
await app.listen({ port: config.port, host: config.host });
console.log('bench server ready');

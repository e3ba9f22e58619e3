import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, DEFAULT_HTTP_TIMEOUTS, type RateLimit } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { startJobs } from '../src/jobs';
import type { Clock } from '../src/lib/clock';
import { createEmailProvider, type EmailProvider } from '../src/providers/email';
import { createMessagesProvider, type MessagesProvider } from '../src/providers/messages';
import { type EventBus, MemoryBus } from '../src/realtime/bus';
import { adminQuery, databaseUrl, quoteIdent } from './postgres';

/** Redis keys of this test file, apart from other runs' on a shared Redis. */
const TEST_REDIS_PREFIX = `rutaviva-test-${randomBytes(4).toString('hex')}:`;

/** One secret per test run: two apps built with it accept each other's tokens, like two processes. */
export const TEST_JWT_SECRET = randomBytes(32).toString('hex');

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private current = new Date('2026-11-21T12:00:00Z');

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const GENEROUS: RateLimit = { max: 10_000, windowSeconds: 60 };

/** Limits high enough that only tests about rate limiting meet them. */
export const TEST_RATE_LIMITS: Config['rateLimits'] = {
  login: GENEROUS,
  signup: GENEROUS,
  passwordRecovery: GENEROUS,
  passwordReset: GENEROUS,
  review: GENEROUS,
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    appEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://rutaviva.test',
    databaseUrl: undefined,
    dataDir: '.data',
    uploadsDir: join(tmpdir(), `rutaviva-test-uploads-${randomBytes(4).toString('hex')}`),
    redisUrl: undefined,
    redisPrefix: TEST_REDIS_PREFIX,
    jwtSecret: undefined,
    smtpUrl: undefined,
    mailFrom: 'RutaViva <no-reply@rutaviva.test>',
    webDist: 'does-not-exist',
    trustProxy: false,
    logLevel: 'silent',
    rateLimits: TEST_RATE_LIMITS,
    twilio: undefined,
    // Retries within a second or two, so a test can watch one happen.
    messageRetry: { maxAttempts: 5, firstDelaySeconds: 1, pollingSeconds: 0.5 },
    httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  email: EmailProvider;
  messages: MessagesProvider;
  bus: EventBus;
}

/** A fresh database cloned from the migrated template, dropped when the file's tests end. */
export async function createTestDatabase(): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `rv_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(inject('templateDatabase'))}`,
  );
  const url = databaseUrl(adminUrl, name);
  const db = createDb(url, 4);
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
}

/** Builds the real app on its own database; everything is closed after the file's tests. */
export async function createTestContext(
  overrides: Partial<Config> = {},
  extra: { redis?: Redis; bus?: EventBus; jwtSecret?: string; db?: Db } = {},
): Promise<TestContext> {
  // Sharing another context's database makes two apps behave like two server processes.
  const { db, url, drop } = extra.db
    ? { db: extra.db, url: undefined, drop: async () => {} }
    : await createTestDatabase();
  const clock = new TestClock();
  const config = testConfig(overrides);
  const email = createEmailProvider(config, db, clock, () => {});
  if (config.twilio && !url) throw new Error('Twilio tests need their own database for the job queue');
  const jobs = url ? await startJobs({ config, databaseUrl: url, db, clock, onError: () => {} }) : undefined;
  const messages = createMessagesProvider(config, db, clock, () => {}, jobs?.messageRetries);
  const bus = extra.bus ?? new MemoryBus();
  const app = await buildApp({
    config,
    db,
    clock,
    email,
    messages,
    bus,
    jwtSecret: extra.jwtSecret ?? TEST_JWT_SECRET,
    redis: extra.redis,
  });
  afterAll(async () => {
    await app.close();
    await jobs?.stop();
    await drop();
  });
  return { app, db, clock, email, messages, bus };
}

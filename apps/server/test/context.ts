import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import {
  type Config,
  DEFAULT_BILLING,
  DEFAULT_HTTP_TIMEOUTS,
  DEFAULT_SALES,
  type RateLimit,
} from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { startJobs } from '../src/jobs';
import { type Clock, unixSeconds } from '../src/lib/clock';
import { createEmailProvider, type EmailProvider } from '../src/providers/email';
import { createMessagesProvider, type MessagesProvider } from '../src/providers/messages';
import { type EventBus, MemoryBus } from '../src/realtime/bus';
import { recordResponseMismatches } from './openapi-responses';
import { adminQuery, databaseUrl, quoteIdent } from './postgres';

/** Redis keys of this test file, apart from other runs' on a shared Redis. */
const TEST_REDIS_PREFIX = `rutaviva-test-${randomBytes(4).toString('hex')}:`;

/** One secret per test run: two apps built with it accept each other's tokens, like two processes. */
export const TEST_JWT_SECRET = randomBytes(32).toString('hex');

/** The moment every test's data is written around. */
export const TEST_CLOCK_BASE = new Date('2026-11-21T12:00:00Z');
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * Where every test clock starts: TEST_CLOCK_BASE, or `TEST_CLOCK_START` (CI runs the suite 52
 * weeks ahead and 52 weeks back), which catches any rule that reads the machine's or the
 * database's clock instead of the injected one. Whole weeks, so weekdays and report weeks stay.
 */
export const TEST_CLOCK_START = new Date(process.env.TEST_CLOCK_START ?? TEST_CLOCK_BASE);
const SHIFT_MS = TEST_CLOCK_START.getTime() - TEST_CLOCK_BASE.getTime();
if (Number.isNaN(SHIFT_MS) || SHIFT_MS % WEEK_MS !== 0) {
  throw new Error('TEST_CLOCK_START must be a whole number of weeks from 2026-11-21T12:00:00Z');
}

/** A moment of the tests' story (written around TEST_CLOCK_BASE), moved with the clock. */
export const testTime = (iso: string) => new Date(Date.parse(iso) + SHIFT_MS);

/** A day (YYYY-MM-DD) of the tests' story, moved with the clock. */
export const testDay = (day: string) => testTime(`${day}T12:00:00Z`).toISOString().slice(0, 10);

/** The same day as the screens and the CSV show it: DD/MM/YYYY. */
export const testShownDay = (day: string) => testDay(day).split('-').reverse().join('/');

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private current = new Date(TEST_CLOCK_START);

  now(): Date {
    return new Date(this.current);
  }

  /** Now in unix seconds, as the API's timestamps are written. */
  seconds(): number {
    return unixSeconds(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const GENEROUS: RateLimit = { max: 10_000, windowSeconds: 60 };

/** Limits high enough that only tests about rate limiting meet them. */
export const TEST_RATE_LIMITS: Config['rateLimits'] = {
  login: GENEROUS,
  loginPerAddress: GENEROUS,
  signup: GENEROUS,
  passwordRecovery: GENEROUS,
  passwordReset: GENEROUS,
  review: GENEROUS,
  customerPin: GENEROUS,
  rememberedDestination: GENEROUS,
  publicRead: GENEROUS,
  logoUpload: GENEROUS,
  passwordChange: GENEROUS,
  cardEntry: GENEROUS,
  salespersonPassword: GENEROUS,
  bookDemo: GENEROUS,
  apiKey: GENEROUS,
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    appEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://rutaviva.test',
    publicUrlFromRequest: false,
    databaseUrl: undefined,
    dataDir: '.data',
    uploadsDir: join(inject('testRunDir'), `uploads-${randomBytes(4).toString('hex')}`),
    s3Storage: undefined,
    redisUrl: undefined,
    redisPrefix: TEST_REDIS_PREFIX,
    jwtSecret: undefined,
    smtpUrl: undefined,
    mailFrom: 'RutaViva <no-reply@rutaviva.test>',
    webDist: 'does-not-exist',
    trustProxy: false,
    logLevel: 'silent',
    slowRequestMs: 1000,
    rateLimits: TEST_RATE_LIMITS,
    streamCaps: { perAddress: 10_000, perChannel: 10_000, perAddressOnChannel: 10_000 },
    twilio: undefined,
    // Retries within a second or two, so a test can watch one happen.
    messageRetry: { maxAttempts: 5, firstDelaySeconds: 1, pollingSeconds: 0.5 },
    httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
    billing: DEFAULT_BILLING,
    sales: DEFAULT_SALES,
    geoServiceUrl: undefined,
    analytics: false,
    errorReporting: undefined,
    chatWidget: undefined,
    salesEmail: 'ventas@rutaviva.test',
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
  /** The local storage's folder of this app (uploaded logos and delivery photos). */
  uploadsDir: string;
  /** Every route the app declared, in order (Fastify's HEAD twins of GET routes included). */
  routes: RouteOptions[];
}

export interface TestDatabase {
  db: Db;
  url: string;
  /** Closes `db` and drops the database; the caller runs it when its tests end. */
  drop: () => Promise<void>;
}

/** A fresh database of its own, copied from `template`, with a pool of `poolSize` connections. */
async function freshDatabase(template: string, poolSize: number): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  const url = databaseUrl(adminUrl, name);
  const db = createDb(url, poolSize);
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
}

/** A fresh database cloned from the migrated template. */
export const createTestDatabase = () => freshDatabase(inject('templateDatabase'), 4);

/** A fresh empty database, not migrated: what a first install or a migration test starts from. */
export const createEmptyDatabase = (poolSize: number) => freshDatabase('template0', poolSize);

/** Builds the real app on its own database; everything is closed after the file's tests. */
export async function createTestContext(
  overrides: Partial<Config> = {},
  extra: {
    redis?: Redis;
    bus?: EventBus;
    jwtSecret?: string;
    db?: Db;
    email?: EmailProvider;
    /** Receives the app's log lines (with `logLevel` set, the test config's is silent). */
    logStream?: { write(line: string): void };
    /** How often open monitor streams check their admin's session again. */
    streamSessionCheckMs?: number;
  } = {},
): Promise<TestContext> {
  // Sharing another context's database makes two apps behave like two server processes.
  const { db, url, drop } = extra.db
    ? { db: extra.db, url: undefined, drop: async () => {} }
    : await createTestDatabase();
  const clock = new TestClock();
  const config = testConfig(overrides);
  const email = extra.email ?? createEmailProvider(config, db, clock, () => {});
  if (config.twilio && !url) throw new Error('Twilio tests need their own database for the job queue');
  // Billing's schedule is not started: tests run the billing job by hand (app.billingRun).
  const jobs =
    url && config.twilio
      ? await startJobs({ config, databaseUrl: url, db, clock, onError: () => {} })
      : undefined;
  const messages = createMessagesProvider(config, db, clock, () => {}, jobs?.messageRetries);
  const bus = extra.bus ?? new MemoryBus();
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    db,
    clock,
    email,
    messages,
    bus,
    jwtSecret: extra.jwtSecret ?? TEST_JWT_SECRET,
    redis: extra.redis,
    logStream: extra.logStream,
    streamSessionCheckMs: extra.streamSessionCheckMs,
    onSend: recordResponseMismatches(),
    onRoute: (route) => {
      routes.push(route);
    },
  });
  afterAll(async () => {
    await app.close();
    await jobs?.stop();
    await drop();
    await rm(config.uploadsDir, { recursive: true, force: true });
  });
  return { app, db, clock, email, messages, bus, uploadsDir: config.uploadsDir, routes };
}

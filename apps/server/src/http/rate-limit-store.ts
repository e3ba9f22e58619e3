import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { redisIsReady } from '../lib/redis';

type RateStore = FastifyRateLimitStore;
type Done = Parameters<RateStore['incr']>[1];
type RouteOptions = Parameters<RateStore['child']>[0];
type StoreClass = new (...args: unknown[]) => RateStore;

/** A limiter made with createRateLimit, which has no route to be named after, names itself. */
export interface NamedLimiter {
  limiterName: string;
}

// The plugin's own two stores (CommonJS files without type declarations).
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/**
 * Counts in Redis, shared by every process, while Redis answers; in this process alone while it
 * is away (a failed or refused call falls back at once), so a request never waits on Redis and
 * no limit disappears during an outage.
 */
class SharedOrLocalStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RateStore,
    private readonly local: RateStore,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    if (!redisIsReady(this.redis)) {
      this.local.incr(key, done, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => (error ? this.local.incr(key, done, timeWindow, max) : done(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions & Partial<NamedLimiter>): RateStore {
    // The plugin names a route's keys after its method and address (`POST/api/login-`); a limiter
    // made with createRateLimit has no route and would be `undefinedundefined-`, so it goes by its name.
    const { limiterName } = routeOptions;
    const options = limiterName
      ? ({ ...routeOptions, routeInfo: { method: '', url: limiterName } } as RouteOptions)
      : routeOptions;
    return new SharedOrLocalStore(this.redis, this.shared.child(options), this.local.child(options));
  }
}

/** The store class to give @fastify/rate-limit (`store`), bound to one Redis connection. */
export function sharedOrLocalStore(redis: Redis, nameSpace: string) {
  return class extends SharedOrLocalStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
}

import { Redis } from 'ioredis';

/** How long a Redis call may take before it fails; nothing waits on a Redis that is away. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** When an outage of each Redis was last reported: one line for all of a process's connections. */
const lastReport = new Map<string, number>();

/**
 * A Redis connection that fails fast while Redis is away and never queues: commands reject at
 * once when the connection is not ready (no offline queue growing without limit), or after
 * REDIS_COMMAND_TIMEOUT_MS; it reconnects for ever, at most 5 s apart. Errors are reported
 * through `onError` at most every 30 s, so a long outage neither floods the log nor goes unhandled.
 */
export function connectRedis(url: string, onError: (message: string) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    // A command caught by a dropped connection fails at once and is never sent again later
    // (a counter would count twice, an event would arrive out of its time).
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A Redis that stops answering but keeps the connection open is dropped, so the connection
    // stops reading as ready and later requests fall back at once instead of each timing out.
    socketTimeout: 2 * REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(100 * attempt, 5_000),
  });
  redis.on('error', (error: Error) => {
    const now = performance.now();
    if (now - (lastReport.get(url) ?? Number.NEGATIVE_INFINITY) < 30_000) return;
    lastReport.set(url, now);
    onError(`Redis is unreachable (${error.message}); carrying on without it`);
  });
  return redis;
}

export const redisIsReady = (redis: Redis) => redis.status === 'ready';

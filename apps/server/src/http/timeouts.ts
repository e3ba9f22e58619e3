import type { HttpTimeouts } from '../config';

/**
 * Fastify's server options for `timeouts`. Fastify leaves the request timeout off by default,
 * so a body sent a byte at a time would hold its connection for ever. Node checks the request
 * and header deadlines on a timer (30 s by default), so the check runs often enough that a
 * deadline is met within a quarter of it, and at least every second.
 */
export function serverTimeouts(timeouts: HttpTimeouts) {
  const headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.round(headersTimeout / 4))),
    },
  };
}

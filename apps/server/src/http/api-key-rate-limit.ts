import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import { AppError } from './errors';
import type { App } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a request against its API key's limit (issue 16); throws 429 `rate_limited` past it. */
    countApiKeyRequest(request: FastifyRequest, reply: FastifyReply, keyId: string): Promise<void>;
  }
}

/** The key a request is counted under, set just before it is counted. */
const countedKey = new WeakMap<FastifyRequest, string>();

/**
 * Issue 16: every request an API key makes counts against that key alone, whichever route it
 * calls and whatever it answers, in the plugin's store (Redis, shared by every process, when
 * configured). Another key and the admin's own session keep their own counts. The answer tells
 * the caller where it stands (`x-ratelimit-*`), and a refusal when to try again (Retry-After).
 */
export function registerApiKeyRateLimit(app: App, limit: RateLimit): void {
  const count = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: (request) => `api-key:${countedKey.get(request) ?? ''}`,
  });
  app.decorate('countApiKeyRequest', async (request: FastifyRequest, reply: FastifyReply, keyId: string) => {
    countedKey.set(request, keyId);
    const outcome = await count(request);
    if (outcome.isAllowed) return;
    reply.header('x-ratelimit-limit', outcome.max);
    reply.header('x-ratelimit-remaining', outcome.remaining);
    reply.header('x-ratelimit-reset', outcome.ttlInSeconds);
    if (!outcome.isExceeded) return;
    throw new AppError('rate_limited', 429, undefined, undefined, outcome.ttlInSeconds);
  });
}

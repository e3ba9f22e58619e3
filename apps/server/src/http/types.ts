import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimit } from '../config';
import { AppError } from './errors';
import { documentGuard } from './openapi';
import type { NamedLimiter } from './rate-limit-store';

/** The Fastify instance every route module receives: zod schemas give typed handlers. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Route options for @fastify/rate-limit: per client address. */
export function rateLimited(limit: RateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } };
}

/**
 * A second limit per client address across every account it names: without it one address may
 * try a few passwords on each of thousands of accounts. It counts the attacker's address only,
 * so nobody can lock a victim out from elsewhere. `name` keeps each route's counts apart.
 */
export function perAddressCeiling(app: App, limit: RateLimit, name: string) {
  // createRateLimit, not rateLimit: the plugin lets only one of its hooks count a request.
  const options: CreateRateLimitOptions & NamedLimiter = {
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    // Its keys in Redis: `{prefix}rate-limit:{name}-{address}` (rate-limit-store.ts).
    limiterName: name,
    keyGenerator: (request) => request.ip,
  };
  const count = app.createRateLimit(options);
  const ceiling = async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await count(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    reply.header('retry-after', outcome.ttlInSeconds);
    throw new AppError('rate_limited', 429);
  };
  return documentGuard(ceiling, { errors: [429] });
}

/**
 * Per client address and account: the couriers of one restaurant share its Wi-Fi, so a limit
 * per address alone would lock the whole team out at the start of a shift. Counted once the
 * body is read, so the account named in it can be part of the key.
 */
export function rateLimitedPerAccount(limit: RateLimit, field: 'email' | 'username') {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const account = (request.body as Record<string, unknown> | undefined)?.[field];
        return `${request.ip}:${typeof account === 'string' ? account.trim().toLowerCase() : ''}`;
      },
    },
  };
}

/** Per signed-in user, counted once the session is known (after the route's onRequest check). */
export function rateLimitedPerUser(limit: RateLimit, name: string) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        `${name}:${request.auth?.userId ?? request.salespersonId ?? request.ip}`,
    },
  };
}

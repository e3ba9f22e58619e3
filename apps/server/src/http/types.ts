import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimit } from '../config';

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

import type {
  FastifyBaseLogger,
  FastifyInstance,
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

/** Route options for @fastify/rate-limit. */
export function rateLimited(limit: RateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } };
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseBusy, isDatabaseUnavailable } from '../db/database';
import { AppError, errorBody } from './errors';

/** The single place where errors become HTTP answers. Messages of 5xx errors never leave. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      return reply.status(error.statusCode).send(errorBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody(new AppError('rate_limited', 429)));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const code = status === 404 ? 'not_found' : 'invalid_input';
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or unreachable: the pool reconnects by itself; the client retries.
      request.log.warn({ err: error, url: request.url, method: request.method }, 'database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return reply.status(503).send(errorBody(new AppError('database_unavailable', 503)));
    }
    if (isDatabaseBusy(error)) {
      // The database is up but every connection stayed busy: load, not an outage.
      request.log.warn({ err: error, url: request.url, method: request.method }, 'database busy');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return reply.status(503).send(errorBody(new AppError('server_busy', 503)));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'unexpected error');
    return reply.status(500).send(errorBody(new AppError('internal_error', 500)));
  });
}

/**
 * Fastify's router answers an address it cannot decode (`%ZZ`) or a path part longer than
 * maxParamLength in its own shape; this answers them in ours: a path that cannot be decoded is
 * bad input (400), one too long to be any id names nothing (404).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send(errorBody(new AppError('not_found', 404)));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({
      error: { code: 'invalid_input', message: 'The address holds characters that cannot be decoded.' },
    });
  }
  return reply.status(500).send(errorBody(new AppError('internal_error', 500)));
}

import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A routine request that arrives every few seconds (a courier's positions, a health check):
     * its request lines are written at debug, unless it failed or was slow.
     */
    routineLog?: boolean;
  }
}

const isRoutine = (request: FastifyRequest) => request.routeOptions.config?.routineLog === true;

/**
 * Fastify's request lines ("incoming request", "request completed"), with routine requests moved
 * to debug: a demo of three couriers would otherwise write a pair of lines every second, and the
 * ones that matter would drown. A routine request that fails (4xx, 5xx, an error) or takes
 * `slowMs` or more is still written at info, with its method and URL, and a slow one is marked
 * `slow: true`.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!isRoutine(request)) super.incomingRequest(request, reply);
    else if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || !isRoutine(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    const slow = reply.elapsedTime >= this.slowMs;
    if (!slow && reply.statusCode < 400) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime, ...(slow ? { slow } : {}) },
      slow ? 'slow request completed' : 'request completed',
    );
  }
}

/** Query parameters whose values never reach a log line (SPEC §7 puts a password in one). */
const SECRET_QUERY = /([?&](?:salesperson_password|password|token)=)[^&#]*/gi;

/**
 * Fastify's request line fields, with secrets in the query string masked: the prepaid lookup
 * (GET /api/prepaid_subscriptions?salesperson_password=…) must not write a password to the log.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1***'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

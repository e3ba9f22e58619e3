import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpTimeouts } from '../config';
import { AppError, errorBody } from './errors';

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

/**
 * What Node reports before a request reaches Fastify (a timed-out or unreadable request) is
 * answered in the API's own error shape, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way on this connection (a pipelined request during a download)
  // must not get a second status line in its middle: just close.
  if ((socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'request_malformed']
        : [400, 'request_malformed'];
  const body = JSON.stringify(errorBody(new AppError(code, status)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

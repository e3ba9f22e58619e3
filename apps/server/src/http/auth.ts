import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionClaims, Tokens } from '../lib/tokens';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionClaims | null;
    /** The signed-in salesperson of a request that passed requireSalesperson. */
    salespersonId: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** A preHandler that lets in only signed-in users of `roles`, and records who they are. */
export function requireRole(tokens: Tokens, ...roles: SessionClaims['role'][]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verifySession(token) : null;
    if (!claims) throw unauthorized();
    if (!roles.includes(claims.role)) throw forbidden();
    request.auth = claims;
  };
}

/**
 * A preHandler that lets in only a salesperson's session (issue 13), still current: a session
 * of an admin or a courier is refused here as a salesperson's is everywhere else.
 */
export function requireSalesperson(
  tokens: Tokens,
  sessionVersionOf: (salespersonId: string) => Promise<number | undefined>,
) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verifySalesperson(token) : null;
    if (!claims || (await sessionVersionOf(claims.salespersonId)) !== claims.sessionVersion)
      throw unauthorized();
    request.salespersonId = claims.salespersonId;
  };
}

export function salespersonOf(request: FastifyRequest): string {
  if (!request.salespersonId) throw unauthorized();
  return request.salespersonId;
}

/** The signed-in user of a request that passed requireRole. */
export function authOf(request: FastifyRequest): SessionClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * A request made on this machine itself: from a loopback address, not relayed by a proxy that
 * runs on it, and addressed to a loopback name (a page elsewhere that points its own domain at
 * 127.0.0.1, DNS rebinding, still sends its domain in Host).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => name in request.headers);
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  const localName = host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  return loopback && !relayed && localName;
}

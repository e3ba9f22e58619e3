import type { FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeApiKey } from '../lib/api-keys';
import type { SessionClaims, Tokens } from '../lib/tokens';
import { apiKeyScopeOfRequest } from './api-key-routes';
import { AppError, forbidden, unauthorized } from './errors';
import { documentGuard, type SecurityScheme } from './openapi';

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

/**
 * A preHandler that lets in only signed-in users of `roles`, and records who they are. An API key
 * (issue 16) stands for an admin of its business, on the routes of API_KEY_ROUTES alone and with
 * the scope each needs there, and within its own rate limit.
 */
export function requireRole(tokens: Tokens, ...roles: SessionClaims['role'][]) {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (token && looksLikeApiKey(token)) {
      request.auth = await apiKeyClaims(tokens, request, reply, token, roles);
      return;
    }
    const claims = token ? await tokens.verifySession(token) : null;
    if (!claims) throw unauthorized();
    if (!roles.includes(claims.role)) throw forbidden();
    request.auth = claims;
  };
  // 429: a request with an API key counts against the key's own limit before the route is checked.
  return documentGuard(guard, { schemes: roles.map((role) => ROLE_SCHEMES[role]), errors: [401, 403, 429] });
}

/**
 * The document's name for each role's session. A user of the old `salesperson` role signs in at
 * POST /api/login as an admin does, so theirs is an adminSession; salespersonSession is the token
 * of POST /api/salesperson/login, which only requireSalesperson takes.
 */
const ROLE_SCHEMES: Record<SessionClaims['role'], SecurityScheme> = {
  admin: 'adminSession',
  courier: 'courierSession',
  salesperson: 'adminSession',
};

async function apiKeyClaims(
  tokens: Tokens,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  roles: SessionClaims['role'][],
): Promise<SessionClaims> {
  const claims = await tokens.verifyApiKey(key);
  if (!claims?.apiKey) throw new AppError('api_key_invalid', 401);
  // Counted once the key is known, before the route is checked: a key hammering routes it may
  // not call spends its own allowance, not the server's.
  await request.server.countApiKeyRequest(request, reply, claims.apiKey.id);
  const scope = apiKeyScopeOfRequest(request);
  if (!scope || !roles.includes('admin')) throw new AppError('api_key_not_allowed', 403);
  if (!claims.apiKey.scopes.includes(scope)) throw new AppError('api_key_scope', 403);
  return claims;
}

/**
 * A preHandler that lets in only a salesperson's session (issue 13), still current: a session
 * of an admin or a courier is refused here as a salesperson's is everywhere else.
 */
export function requireSalesperson(
  tokens: Tokens,
  sessionVersionOf: (salespersonId: string) => Promise<number | undefined>,
) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verifySalesperson(token) : null;
    if (!claims || (await sessionVersionOf(claims.salespersonId)) !== claims.sessionVersion)
      throw unauthorized();
    request.salespersonId = claims.salespersonId;
  };
  return documentGuard(guard, { schemes: ['salespersonSession'], errors: [401] });
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

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Config, type ProcessRole, roleName, runsRole } from '../config';
import { AppError } from './errors';

/** The live streams (server-sent events): a `stream` process's whole work. */
const STREAM_PATHS = [/^\/api\/realtime\/?$/, /^\/api\/trips\/[^/]+\/stream\/?$/];
/** Every process answers its orchestrator's health checks. */
const HEALTH_PATH = /^\/api\/health\/?$/;

/**
 * Which role serves a request's path: `stream` for the event streams, `any` for /api/health,
 * `web` for everything else (the API, /subsequent_coordinates, which answers once, and pages).
 * The cluster's proxy routes by the same function, so the two cannot disagree.
 */
export function roleOfPath(url: string): ProcessRole | 'any' {
  const path = url.split('?', 1)[0] ?? url;
  if (HEALTH_PATH.test(path)) return 'any';
  return STREAM_PATHS.some((pattern) => pattern.test(path)) ? 'stream' : 'web';
}

/** Marks requests the app makes to itself (app.inject), which every role lets through. */
export const INTERNAL_REQUEST_HEADER = 'x-rutaviva-internal';

/**
 * A process running some roles only answers what they serve: anything else gets 421 Misdirected
 * Request, in the one error shape, naming the role that serves it, so a misrouting proxy shows
 * at once instead of as a page that never updates. Returns the key of the app's own requests.
 */
export function registerRoleGuard(app: FastifyInstance, config: Pick<Config, 'processRoles'>): string {
  const internalKey = randomBytes(16).toString('hex');
  if (roleName(config) === 'all') return internalKey;
  const role = roleName(config);
  app.addHook('onRequest', async (request) => {
    const needed = roleOfPath(request.url);
    if (needed === 'any' || runsRole(config, needed)) return;
    if (request.headers[INTERNAL_REQUEST_HEADER] === internalKey) return;
    throw new AppError('wrong_process', 421, undefined, undefined, undefined, {
      process_role: role,
      served_by: needed,
    });
  });
  return internalKey;
}

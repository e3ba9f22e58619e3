import type { ApiKeyScope } from '@rutaviva/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The only routes an API key opens (issue 16), with the scope each needs: the business's own
 * deliveries, reports, team list, reviews and live couriers. Everything else (the admin's account,
 * its settings, billing, API keys and webhooks themselves) takes an admin's session alone. One
 * table, so the OpenAPI document's security and the check at the door cannot disagree.
 */
export const API_KEY_ROUTES: Readonly<Record<string, ApiKeyScope>> = {
  'GET /api/trips': 'read',
  'GET /api/reports/daily': 'read',
  'GET /api/trips/export.csv': 'read',
  'GET /api/trips/:generated_trip_id/route': 'read',
  'GET /api/team': 'read',
  'GET /api/reviews': 'read',
  'GET /api/monitor/couriers': 'read',
  'POST /api/trips/:generated_trip_id/admin_end': 'write',
  'GET /api/v1/deliveries': 'read',
  'GET /api/v1/deliveries/:delivery_id': 'read',
  'POST /api/v1/deliveries': 'write',
  'DELETE /api/v1/deliveries/:delivery_id': 'write',
};

/** The scope a route needs from an API key, or undefined when keys are refused there. */
export function apiKeyScopeOf(method: string, url: string): ApiKeyScope | undefined {
  return API_KEY_ROUTES[`${method.toUpperCase()} ${url}`];
}

export function apiKeyScopeOfRequest(request: FastifyRequest): ApiKeyScope | undefined {
  const { method, url } = request.routeOptions;
  return typeof method === 'string' && url ? apiKeyScopeOf(method, url) : undefined;
}

import type { FastifyInstance, RouteOptions } from 'fastify';

/*
 * The app's own route table, as the isolation and bad-input suites walk it: every route the app
 * declared (recorded by the test context's onRoute hook), with what the OpenAPI document says of
 * it. A route added later is in this table without anyone listing it, so a suite that has no case
 * for it fails.
 */

/** An OpenAPI operation as far as the suites read it. */
export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required?: boolean;
    schema?: unknown;
  }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, unknown>;
}

export interface RouteEntry {
  /** GET, POST, PUT, PATCH or DELETE (HEAD twins of GET routes are left out). */
  method: string;
  /** Fastify's form: `/api/trips/:generated_trip_id/route`. */
  url: string;
  /** `GET /api/trips/:generated_trip_id/route`: the key suites list their cases under. */
  key: string;
  /** The document's operation, or undefined for a route hidden from it (static files, pages). */
  operation?: Operation;
  /** The security schemes the document names: adminSession, courierSession, salespersonSession, apiKey. */
  schemes: string[];
  /** Whether a request without any credential may reach the handler. */
  open: boolean;
  /** The path's parameter names, in order. */
  pathParams: string[];
}

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());

/**
 * Every route of `app` (built by createTestContext, which records `routes`), one entry per method,
 * sorted by key. Call after `app.ready()`.
 */
export function routeTable(app: FastifyInstance, routes: RouteOptions[]): RouteEntry[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  const entries = new Map<string, RouteEntry>();
  for (const route of routes) {
    for (const method of methodsOf(route)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      const operation = document.paths[toOpenApiPath(route.url)]?.[method.toLowerCase()];
      const security = operation?.security;
      const schemes = (security ?? []).flatMap((requirement) => Object.keys(requirement));
      entries.set(key, {
        method,
        url: route.url,
        key,
        operation,
        schemes,
        // An empty requirement ({}) in the list, or no list at all, lets anonymous callers in.
        open: !security || security.length === 0 || security.some((item) => Object.keys(item).length === 0),
        pathParams: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string),
      });
    }
  }
  return [...entries.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The keys of `table` that `covered` does not list, and the listed keys no route has. */
export function coverageGaps(table: RouteEntry[], covered: Iterable<string>) {
  const keys = new Set(table.map((entry) => entry.key));
  const listed = new Set(covered);
  return {
    uncovered: [...keys].filter((key) => !listed.has(key)),
    unknown: [...listed].filter((key) => !keys.has(key)),
  };
}

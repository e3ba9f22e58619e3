import type { SwaggerOptions } from '@fastify/swagger';
import { ErrorBodySchema } from '@rutaviva/domain';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiKeyScopeOf } from './api-key-routes';

/**
 * Issue 16: the OpenAPI document at /api/docs/json. Routes write their summary, operationId,
 * tags, success answers and their own errors; what follows from how a route is built (who may
 * call it, which errors its guards, validation and rate limits answer) is derived here, so no
 * route can forget it and the document cannot disagree with the door.
 */

export type SecurityScheme = 'adminSession' | 'courierSession' | 'salespersonSession' | 'apiKey';

/** What a preHandler or onRequest function means for the document. */
interface GuardDoc {
  /** The sessions it lets in, each an alternative. */
  schemes?: SecurityScheme[];
  /** The errors it can answer. */
  errors: number[];
}

const GUARDS = new WeakMap<object, GuardDoc>();

/** Marks a guard so the document knows what it lets in and what it answers (see auth.ts). */
export function documentGuard<T extends object>(guard: T, doc: GuardDoc): T {
  GUARDS.set(guard, doc);
  return guard;
}

const SECURITY_SCHEMES = {
  adminSession: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "An admin's session: the `jwt_token` that `POST /api/login` answers (also to a user of the old salesperson role).",
  },
  courierSession: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A courier's session: the `jwt_token` that `POST /api/courier/login` answers.",
  },
  salespersonSession: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A salesperson's session: the `jwt_token` that `POST /api/salesperson/login` answers.",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'rv_ key',
    description:
      'An API key of the business (`rv_` and 43 more characters), created by an admin. It stands for ' +
      'that admin on a few routes only (the deliveries, reports, team, reviews and live couriers), ' +
      'each needing the `read` or the `write` scope; elsewhere it answers 403 `api_key_not_allowed`.',
  },
} as const;

const TAGS: { name: string; description: string }[] = [
  { name: 'accounts', description: 'Sign-up, sign-in, sessions and password resets of admins.' },
  { name: 'business', description: "The business's own settings and onboarding." },
  { name: 'couriers', description: 'The team of couriers: accounts, invitations, their sign-in.' },
  { name: 'trips', description: 'Deliveries: started and tracked by couriers, followed by customers.' },
  { name: 'deliveries', description: 'Deliveries created and followed by other systems (API v1).' },
  { name: 'realtime', description: 'Server-sent event streams of trips and of the live monitor.' },
  { name: 'monitor', description: 'Where the couriers on the road are now.' },
  { name: 'reports', description: 'Trip lists, daily reports and the CSV export.' },
  { name: 'reviews', description: "Customers' ratings of their deliveries." },
  { name: 'branding', description: 'The logo and colours of the tracking page.' },
  { name: 'billing', description: 'Plans, payment methods, charges, invoices and the providers.' },
  { name: 'sales', description: 'Salespeople, their panel and commissions, prepaid subscriptions.' },
  { name: 'api-keys', description: 'API keys that let other systems call some routes.' },
  { name: 'webhooks', description: 'Endpoints that receive the delivery events, and their deliveries.' },
  { name: 'demo', description: 'The message samples of the demo.' },
  { name: 'site', description: 'The public site: demos booked, visits counted, the visitor region.' },
  { name: 'health', description: 'Whether this process and what it depends on answer.' },
  { name: 'development', description: 'Tools that exist only in development and tests.' },
];

/** The description of each error status, whatever the route. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Bad input: `invalid_input`, with each bad field and why in `error.fields`. Nothing is written.',
  401: 'No session, or one that has ended (`unauthorized`); an unknown or revoked API key (`api_key_invalid`).',
  402: 'The payment provider refused the card (`card_declined`, `card_insufficient_funds`).',
  403: 'Signed in, but not allowed here (`forbidden`); an API key that cannot reach this route or lacks its scope.',
  404: 'Not found, or of another business (`not_found` or a more precise code).',
  409: 'In conflict with the current state (the code says which).',
  410: 'No longer available.',
  413: 'The body or the file is too large.',
  415: 'The body is of a content type this route does not read.',
  421: 'Sent to a process whose role does not serve this route (`wrong_process`, PROCESS_ROLE): the proxy in front is misrouting.',
  422: 'Understood, but refused by a rule (the code says which).',
  429: 'Too many requests (`rate_limited`); `Retry-After` says when to try again.',
  500: 'An unexpected error (`internal_error`); its details are logged, never sent.',
  502: 'A provider this route depends on failed.',
  503: 'A service this route depends on is unavailable: `database_unavailable` while PostgreSQL is away (a restart), `server_busy` while every database connection stays busy (load); `Retry-After` says when to try again.',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'Done.',
  201: 'Created.',
  202: 'Accepted: still in progress.',
  204: 'Done, with nothing to answer.',
};

/** Methods whose body Fastify reads (a DELETE's too, when it has a content type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hooksOf(route: RouteOptions): object[] {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  return hooks.filter((hook): hook is NonNullable<typeof hook> => typeof hook === 'function');
}

function methodsOf(route: RouteOptions): string[] {
  return [route.method].flat().map((method) => method.toUpperCase());
}

/** The security requirement the route's guards and the API key table imply. */
function derivedSecurity(route: RouteOptions): Record<string, string[]>[] {
  const schemes = new Set<SecurityScheme>();
  for (const hook of hooksOf(route))
    for (const scheme of GUARDS.get(hook)?.schemes ?? []) schemes.add(scheme);
  if (methodsOf(route).some((method) => apiKeyScopeOf(method, route.url))) schemes.add('apiKey');
  return [...schemes].map((scheme) => ({ [scheme]: [] }));
}

/** The error statuses a route answers whatever it does: its guards', its input's, its limits'. */
function derivedErrors(route: RouteOptions): number[] {
  // 400 everywhere: a NUL character anywhere in the input is refused before any route runs
  // (input-guard.ts), besides what each route's own schemas refuse.
  // 421 everywhere: a process running other roles (PROCESS_ROLE) refuses it (http/process-roles.ts).
  // 503 everywhere too: while PostgreSQL restarts, whatever needs it answers database_unavailable.
  const errors = new Set<number>([400, 421, 500, 503]);
  if (methodsOf(route).some((method) => BODY_METHODS.has(method))) {
    // Fastify's own answers to a body it cannot read: too large, of another type.
    for (const status of [413, 415]) errors.add(status);
  }
  for (const hook of hooksOf(route)) for (const status of GUARDS.get(hook)?.errors ?? []) errors.add(status);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) errors.add(429);
  return [...errors];
}

/** Fastify's automatic HEAD twins of GET routes are left out of the document, as swagger does. */
const isDocumented = (route: RouteOptions) =>
  !route.schema?.hide && methodsOf(route).some((method) => method !== 'HEAD');

/**
 * Checks every documented route as it is declared, so a route without a summary, operationId or
 * tags, or with a second route's operationId, stops the app from starting (and every test).
 * Fills in the security requirement when the route does not state its own.
 */
export function onRouteDocumented() {
  const operationIds = new Map<string, string>();
  return (route: RouteOptions) => {
    if (!isDocumented(route)) return;
    const name = `${methodsOf(route).join(',')} ${route.url}`;
    const schema = route.schema as
      | (NonNullable<RouteOptions['schema']> & Record<string, unknown>)
      | undefined;
    const operationId = schema?.operationId;
    if (
      !schema ||
      typeof schema.summary !== 'string' ||
      typeof operationId !== 'string' ||
      !Array.isArray(schema.tags)
    ) {
      throw new Error(`${name}: the OpenAPI document needs its summary, operationId and tags`);
    }
    const other = operationIds.get(operationId);
    if (other && other !== name) throw new Error(`${name}: operationId ${operationId} is also ${other}'s`);
    operationIds.set(operationId, name);
    schema.security ??= derivedSecurity(route);
  };
}

/**
 * OpenAPI 3.0 says `nullable` does not widen an `enum`: a nullable enum must list null itself, or
 * validators refuse the nulls the server sends. zod leaves it out; it is added here.
 */
function nullableEnumsListNull(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) nullableEnumsListNull(item);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum.push(null);
  for (const value of Object.values(node)) nullableEnumsListNull(value);
}

let errorJson: Record<string, unknown> | undefined;

/** Headers a route's success answer carries, by route and status. */
const SUCCESS_HEADERS: Record<string, Record<string, Record<string, unknown>>> = {
  'POST /api/v1/deliveries': {
    201: {
      'idempotent-replayed': {
        type: 'string',
        enum: ['true'],
        description: 'Present when an earlier request with the same Idempotency-Key made this delivery.',
      },
    },
  },
  'GET /api/trips/export.csv': {
    200: {
      'content-disposition': { type: 'string', description: 'The file name, from the filters.' },
      'x-total-count': { type: 'integer', description: 'The rows in the file.' },
    },
  },
};

const RETRY_AFTER = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' },
  'x-ratelimit-limit': { type: 'integer', description: "With an API key: the key's requests per window." },
  'x-ratelimit-remaining': { type: 'integer', description: 'With an API key: what is left of it.' },
  'x-ratelimit-reset': { type: 'integer', description: 'With an API key: seconds until the window ends.' },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod schemas made JSON Schema, then the derived errors and each error's description. */
function transform(document: TransformInput) {
  const result = jsonSchemaTransform(document);
  const route = (document as { route?: RouteOptions }).route;
  if (!route || result.schema.hide) return result;
  errorJson ??= (
    jsonSchemaTransform({ ...document, schema: { response: { 400: ErrorBodySchema } } }).schema.response as {
      400: Record<string, unknown>;
    }
  )[400];
  const schema = result.schema as Record<string, unknown>;
  schema.response ??= {};
  const response = schema.response as Record<string, unknown>;
  const derived = derivedErrors(route).filter((status) => response[status] === undefined);
  for (const status of derived) response[status] = errorJson;
  for (const [status, answer] of Object.entries(response)) {
    const description = ERROR_DESCRIPTIONS[status] ?? SUCCESS_DESCRIPTIONS[status];
    if (description && answer && typeof answer === 'object' && !('description' in answer)) {
      response[status] = { ...answer, description };
    }
  }
  // A refusal for too many requests says when to try again; a key's answers say where it stands.
  const answer429 = response[429];
  if (answer429 && typeof answer429 === 'object') response[429] = { ...answer429, headers: RETRY_AFTER };
  const answer503 = response[503];
  if (derived.includes(503) && answer503 && typeof answer503 === 'object') {
    response[503] = { ...answer503, headers: { 'retry-after': RETRY_AFTER['retry-after'] } };
  }
  for (const method of methodsOf(route)) {
    for (const [status, headers] of Object.entries(SUCCESS_HEADERS[`${method} ${route.url}`] ?? {})) {
      const answer = response[status];
      if (answer && typeof answer === 'object') response[status] = { ...answer, headers };
    }
  }
  nullableEnumsListNull(schema);
  return result;
}

export function openApiOptions(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'RutaViva API',
        version: '0.1.0',
        description:
          'Delivery management and live tracking. Times are unix seconds. Every error answers ' +
          '`{ error: { code, message } }`, with `fields` for bad input.',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: publicUrl, description: 'This server' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
  };
}

/** A route's own error answers, each with the one error shape: `response: { 200: X, ...errorResponses(404, 409) }`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    S,
    typeof ErrorBodySchema
  >;
}

import { randomUUID } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { RouteEntry } from '../route-table';
import {
  asHeaderValue,
  CONTENT_TYPES,
  hostileAuthorization,
  hostileBody,
  hostileFragment,
  hostileText,
} from './hostile';
import type { Scheme, World } from './world';

/** One request the suite sends, and whether the route must refuse it. */
export interface BadCase {
  /** What was done to the request, for the failure message. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * True when the request is invalid by construction (a bad path id, a wrong credential, a body
   * or query the route's own zod schema refuses, text that is not JSON): only a 4xx will do.
   * False when it may be valid (an unknown field a schema strips, a charset it ignores): then a
   * 2xx is accepted too, never a 5xx.
   */
  invalid: boolean;
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  items?: JsonSchema;
  default?: unknown;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SCHEMES: Scheme[] = ['adminSession', 'courierSession', 'salespersonSession', 'apiKey'];

type Safe = { safeParse(value: unknown): { success: boolean } };
const asSchema = (value: unknown): Safe | undefined =>
  value && typeof (value as Safe).safeParse === 'function' ? (value as Safe) : undefined;

/** The value a field of this name or schema has in the suite's world, or a plausible one. */
export function plausible(name: string, schema: JsonSchema | undefined, world: World): unknown {
  const known: Record<string, unknown> = {
    branch_id: world.admin.branch_names[0]?.id,
    courier_id: world.courier.courier.id,
    business_id: world.admin.business_id,
    generated_trip_id: world.trip.generated_trip_id,
    trip_id: world.trip.trip_id,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
  };
  if (Object.hasOwn(known, name)) return known[name];
  if (!schema) return 'a';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf?.[0]) return plausible(name, schema.anyOf[0], world);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    const object: Record<string, unknown> = {};
    for (const key of schema.required ?? []) object[key] = plausible(key, schema.properties?.[key], world);
    return object;
  }
  if (schema.format === 'uuid') return randomUUID();
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-21';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** The JSON body schema of the route's operation, if it reads one. */
export const bodySchemaOf = (entry: RouteEntry) =>
  entry.operation?.requestBody?.content['application/json']?.schema as JsonSchema | undefined;

export const queryParamsOf = (entry: RouteEntry) =>
  (entry.operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');

/** A body put together from JSON fragments, so values no object can hold can be sent. */
export const objectText = (fields: [string, string][]) =>
  `{${fields.map(([key, fragment]) => `${JSON.stringify(key)}:${fragment}`).join(',')}}`;

/** What the route's zod schemas say of the request as Fastify will see it. */
function schemasAccept(route: RouteOptions, request: BadCase, params: Record<string, string>): boolean {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const query = parseQuery(request.url.split('?')[1] ?? '');
  if (asSchema(schema.querystring)?.safeParse({ ...query }).success === false) return false;
  if (asSchema(schema.params)?.safeParse(params).success === false) return false;
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  if (asSchema(schema.headers)?.safeParse(headers).success === false) return false;
  const body = asSchema(schema.body);
  if (!body || !BODY_METHODS.has(request.method)) return true;
  if (request.payload === undefined) return body.safeParse(undefined).success;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim();
  if (type !== 'application/json') return true; // judged by the kind of mutation instead
  return body.safeParse(parseJsonAsFastify(String(request.payload))).success;
}

const NOT_JSON = Symbol('not JSON');

/** Fastify's JSON reading: a leading BOM dropped, `__proto__` and `constructor.prototype` refused. */
function parseJsonAsFastify(text: string): unknown {
  try {
    const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (/"__proto__"\s*:/.test(clean) || /"constructor"\s*:\s*\{[^}]*"prototype"/.test(clean))
      return NOT_JSON;
    return JSON.parse(clean);
  } catch {
    return NOT_JSON;
  }
}

export interface Mutation {
  kind: string;
  /** Invalid whatever the schemas say (a junk path id, a foreign credential, text that is not JSON). */
  invalid?: boolean;
  path?: Record<string, string>;
  query?: [string, string][];
  headers?: Record<string, string>;
  body?: string | Buffer;
  contentType?: string;
}

/** Every mutation that applies to the route, as one arbitrary. */
function mutations(
  entry: RouteEntry,
  world: World,
  pathValues: Record<string, string>,
): fc.Arbitrary<Mutation> {
  const options: fc.WeightedArbitrary<Mutation>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => options.push({ weight, arbitrary });
  const bodySchema = bodySchemaOf(entry);
  const properties = Object.keys(bodySchema?.properties ?? {});
  const required = bodySchema?.required ?? [];
  const hasBody = BODY_METHODS.has(entry.method);
  const baseFields = (): [string, string][] =>
    (bodySchema ? required : []).map((key) => [
      key,
      JSON.stringify(plausible(key, bodySchema?.properties?.[key], world)),
    ]);

  if (hasBody && properties.length > 0) {
    add(
      5,
      fc
        .record({ name: fc.constantFrom(...properties), fragment: hostileFragment })
        .map(({ name, fragment }) => ({
          kind: `body field ${name} = ${fragment.slice(0, 60)}${fragment.length > 60 ? `… (${fragment.length})` : ''}`,
          body: objectText([...baseFields().filter(([key]) => key !== name), [name, fragment]]),
        })),
    );
  }
  if (hasBody && required.length > 0) {
    add(
      2,
      fc.constantFrom(...required).map((name) => ({
        kind: `body without required ${name}`,
        body: objectText(baseFields().filter(([key]) => key !== name)),
      })),
    );
  }
  if (hasBody) {
    add(
      2,
      fc
        .record({
          key: fc.oneof(
            fc.constantFrom('__proto__', 'constructor', 'prototype', '', 'k'.repeat(5_000)),
            hostileText,
          ),
          fragment: hostileFragment,
        })
        .map(({ key, fragment }) => {
          const value = key === 'constructor' ? '{"prototype":{"admin":true}}' : fragment;
          const poisoning = key === '__proto__' || key === 'constructor';
          return {
            kind: `body with extra field ${JSON.stringify(key.slice(0, 40))} = ${value.slice(0, 60)}`,
            invalid: poisoning,
            body: objectText([...baseFields(), [key, value]]),
          };
        }),
    );
    add(
      3,
      hostileBody.map((body) => ({
        kind: `body text ${JSON.stringify(body.slice(0, 60))} (${body.length})`,
        invalid: parseJsonAsFastify(body) === NOT_JSON,
        body,
      })),
    );
    add(
      2,
      fc.constantFrom(...CONTENT_TYPES).map((contentType) => {
        const text = objectText(baseFields());
        return {
          kind: `body as ${contentType}`,
          contentType,
          body: contentType.includes('utf-16') ? Buffer.from(text, 'utf16le') : text,
        };
      }),
    );
  }
  const queryParams = queryParamsOf(entry);
  const names = queryParams.map((parameter) => parameter.name);
  const baseQuery = (): [string, string][] =>
    queryParams
      .filter((parameter) => parameter.required)
      .map((parameter) => [
        parameter.name,
        String(plausible(parameter.name, parameter.schema as JsonSchema, world)),
      ]);
  add(
    names.length > 0 ? 4 : 1,
    fc
      .record({
        name: names.length > 0 ? fc.oneof(fc.constantFrom(...names), hostileText) : hostileText,
        value: hostileText,
        twice: fc.boolean(),
      })
      .map(({ name, value, twice }) => ({
        kind: `query ${JSON.stringify(name.slice(0, 40))}=${JSON.stringify(value.slice(0, 40))} (${value.length})${twice ? ' twice' : ''}`,
        query: [
          ...baseQuery().filter(([key]) => key !== name),
          [name, value],
          ...(twice ? ([[name, String(plausible(name, undefined, world))]] as [string, string][]) : []),
        ],
      })),
  );
  if (names.length > 0) {
    add(
      1,
      fc.constantFrom(...names).map((name) => ({
        kind: `query ${name} twice`,
        query: [...baseQuery(), [name, String(plausible(name, undefined, world))], [name, 'a']],
      })),
    );
  }
  if (entry.pathParams.length > 0) {
    add(
      4,
      fc
        .record({
          name: fc.constantFrom(...entry.pathParams),
          junk: fc.oneof(
            fc.constantFrom(
              '..%2f..%2fetc%2fpasswd',
              '%2e%2e',
              '..',
              '%00',
              '%ZZ',
              '%',
              '-1',
              '0',
              'null',
              '1e308',
              '00000000-0000-0000-0000-000000000000',
              randomUUID(),
              '%F0%9F%98%80',
              '%ED%A0%80',
              'a'.repeat(10_240),
              encodeURIComponent('ñandú'),
            ),
            hostileText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?'))),
          ),
        })
        .map(({ name, junk }) => ({
          kind: `path ${name}=${junk.slice(0, 60)} (${junk.length})`,
          invalid: true,
          path: { ...pathValues, [name]: junk },
        })),
    );
  }
  const foreign = SCHEMES.filter((scheme) => !entry.schemes.includes(scheme));
  add(
    3,
    fc
      .oneof(
        hostileAuthorization.map((authorization) => ({ authorization, label: authorization.slice(0, 40) })),
        ...(foreign.length > 0
          ? [
              fc.constantFrom(...foreign).map((scheme) => ({
                authorization: world.credentials[scheme].authorization ?? '',
                label: scheme,
              })),
            ]
          : []),
        fc.constant({ authorization: `Bearer ${world.channelToken}`, label: 'channel token' }),
      )
      .map(({ authorization, label }) => ({
        kind: `authorization ${JSON.stringify(label)} (${authorization.length})`,
        invalid: !entry.open,
        headers: { authorization },
      })),
  );
  add(
    1,
    fc
      .record({
        name: fc.constantFrom(
          'idempotency-key',
          'last-event-id',
          'accept-language',
          'x-forwarded-for',
          'accept',
          'if-none-match',
          'origin',
          'cookie',
        ),
        value: hostileText,
      })
      .map(({ name, value }) => ({
        kind: `header ${name}: ${JSON.stringify(value.slice(0, 40))} (${value.length})`,
        headers: { [name]: asHeaderValue(value) },
        ...(hasBody ? { body: objectText(baseFields()) } : {}),
      })),
  );
  return fc.oneof(...options);
}

/** The route's requests: its valid credential and ids, one mutation each. */
/** The route's requests: its valid credential and ids, one mutation each. */
export function caseArbitrary(
  entry: RouteEntry,
  route: RouteOptions,
  world: World,
  pathValues: Record<string, string>,
): fc.Arbitrary<BadCase> {
  return mutations(entry, world, pathValues).map((mutation) =>
    buildCase(entry, route, world, pathValues, mutation),
  );
}

/** The request of one mutation, with the route's valid credential and ids, judged by its schemas. */
export function buildCase(
  entry: RouteEntry,
  route: RouteOptions,
  world: World,
  pathValues: Record<string, string>,
  mutation: Mutation,
): BadCase {
  const scheme = entry.schemes.find((name): name is Scheme => SCHEMES.includes(name as Scheme));
  const credential = scheme ? world.credentials[scheme] : {};
  const path = mutation.path ?? pathValues;
  let url = entry.url;
  for (const name of entry.pathParams) url = url.replace(`:${name}`, path[name] ?? '');
  const query = mutation.query ?? [];
  if (query.length > 0) {
    const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?'));
    url += `?${query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`;
  }
  const headers: Record<string, string> = { ...credential, ...mutation.headers };
  if (mutation.body !== undefined) headers['content-type'] = mutation.contentType ?? 'application/json';
  const request: BadCase = Object.assign(
    {
      kind: mutation.kind,
      method: entry.method,
      url,
      headers,
      ...(mutation.body !== undefined ? { payload: mutation.body } : {}),
      invalid: false,
    },
    // fast-check prints a failing case with this: never the megabytes it may carry.
    { [fc.toStringMethod]: () => `${mutation.kind}: ${entry.method} ${url.slice(0, 200)}` },
  );
  const params = Object.fromEntries(entry.pathParams.map((name) => [name, decodeSafely(path[name] ?? '')]));
  request.invalid = Boolean(mutation.invalid) || !schemasAccept(route, request, params);
  return request;
}

const decodeSafely = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

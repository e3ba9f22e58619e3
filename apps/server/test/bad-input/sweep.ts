import type { RouteOptions } from 'fastify';
import type { RouteEntry } from '../route-table';
import {
  type BadCase,
  bodySchemaOf,
  buildCase,
  type JsonSchema,
  objectText,
  plausible,
  queryParamsOf,
} from './cases';
import type { World } from './world';

/*
 * Besides the random cases, one sweep per route that misses no field: every body field and
 * every query parameter once with a value of the wrong JSON type, every required field once
 * missing. Each is judged by the route's own schemas like the random cases.
 */

const typeOf = (schema: JsonSchema | undefined) =>
  schema?.enum ? 'enum' : Array.isArray(schema?.type) ? schema?.type[0] : (schema?.type ?? 'any');

/** A JSON value (as text) of a type the field does not have. */
function wrongFragment(schema: JsonSchema | undefined): string {
  switch (typeOf(schema)) {
    case 'string':
      return '12345';
    case 'number':
    case 'integer':
      return '"abc"';
    case 'boolean':
      return '"yes"';
    case 'array':
      return '{"0":1}';
    case 'object':
      return '[1,2]';
    case 'enum':
      return '"not-one-of-them"';
    default:
      return '{"nested":[[[]]]}';
  }
}

/** A query value the parameter cannot mean (a query value is text, so the wrong kind of text). */
function wrongQueryValue(schema: JsonSchema | undefined): string {
  if (schema?.format === 'uuid' || schema?.anyOf?.some((item) => item.format === 'uuid')) return 'not-a-uuid';
  if (schema?.pattern?.includes('\\d{4}')) return '2026-13-45';
  switch (typeOf(schema)) {
    case 'number':
    case 'integer':
      return 'abc';
    case 'boolean':
      return 'maybe';
    case 'enum':
      return 'not-one-of-them';
    default:
      return '\u0000';
  }
}

export function sweepCases(
  entry: RouteEntry,
  route: RouteOptions,
  world: World,
  pathValues: Record<string, string>,
): BadCase[] {
  const cases: BadCase[] = [];
  const body = bodySchemaOf(entry);
  const required = body?.required ?? [];
  const base = (): [string, string][] =>
    required.map((key) => [key, JSON.stringify(plausible(key, body?.properties?.[key], world))]);
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    const fragment = wrongFragment(schema);
    cases.push(
      buildCase(entry, route, world, pathValues, {
        kind: `body field ${name} of the wrong type: ${fragment}`,
        body: objectText([...base().filter(([key]) => key !== name), [name, fragment]]),
      }),
    );
  }
  for (const name of required) {
    cases.push(
      buildCase(entry, route, world, pathValues, {
        kind: `body without required ${name}`,
        body: objectText(base().filter(([key]) => key !== name)),
      }),
    );
  }
  const params = queryParamsOf(entry);
  const baseQuery = (): [string, string][] =>
    params
      .filter((parameter) => parameter.required)
      .map((parameter) => [
        parameter.name,
        String(plausible(parameter.name, parameter.schema as JsonSchema, world)),
      ]);
  for (const parameter of params) {
    const value = wrongQueryValue(parameter.schema as JsonSchema);
    cases.push(
      buildCase(entry, route, world, pathValues, {
        kind: `query ${parameter.name} of the wrong kind: ${JSON.stringify(value)}`,
        query: [...baseQuery().filter(([key]) => key !== parameter.name), [parameter.name, value]],
        ...(body ? { body: objectText(base()) } : {}),
      }),
    );
  }
  return cases;
}

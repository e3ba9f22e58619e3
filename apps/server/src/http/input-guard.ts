import type { FieldCodes } from '@rutaviva/domain';
import type { FastifyRequest } from 'fastify';
import { invalidInput } from './errors';

/**
 * PostgreSQL text cannot hold U+0000 (error 22021), so a NUL anywhere in the input would reach
 * the database as a 500. Refusing it here, once for every route, keeps that out of each schema.
 */
const NUL = '\u0000';

const fieldName = (path: readonly string[]) =>
  path.length === 0 ? '_' : path.join('.').replaceAll(NUL, () => '\uFFFD');

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit, prefix: readonly string[]) => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return [...prefix, ...path];
};

/**
 * The paths of the string values or object keys holding a NUL (only the first unless `all`).
 * Walked with an explicit stack, so a deeply nested JSON body cannot overflow the call stack;
 * a path is put together only for a hit, so the common clean request allocates little.
 */
function nulPaths(value: unknown, prefix: readonly string[], all: boolean): string[][] {
  const found: string[][] = [];
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) found.push(pathOf(visit, prefix));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const key of Object.keys(current)) {
        if (key.includes(NUL)) found.push(pathOf({ value: null, key, parent: visit }, prefix));
        else stack.push({ value: (current as Record<string, unknown>)[key], key, parent: visit });
      }
    }
    if (found.length > 0 && !all) break;
  }
  return found;
}

/** Every string value or object key holding a NUL, as `invalid_characters` by field name. */
export function nulFields(value: unknown, prefix: readonly string[] = []): FieldCodes {
  return Object.fromEntries(
    nulPaths(value, prefix, true).map((path) => [fieldName(path), 'invalid_characters']),
  );
}

const holdsNul = (value: unknown) => nulPaths(value, [], false).length > 0;

/**
 * A preValidation hook for every route, those without a schema and the not-found handler
 * included: path parameters, query, parsed body and headers. Node's own parser already refuses
 * a NUL in a header line; the check holds for any other way a request arrives.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const { headers, params, query, body } = request;
  // A location batch carries hundreds of points: name the fields only when there is one to name.
  if (!holdsNul(headers) && !holdsNul(params) && !holdsNul(query) && !holdsNul(body)) return;
  const fields = {
    ...nulFields(request.headers, ['headers']),
    ...nulFields(request.params),
    ...nulFields(request.query),
    ...nulFields(request.body),
  };
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

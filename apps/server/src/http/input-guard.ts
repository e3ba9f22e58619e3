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

/**
 * The paths of every string value or object key holding a NUL, as `invalid_characters`. Walked
 * with an explicit stack, so a deeply nested JSON body cannot overflow the call stack.
 */
export function nulFields(value: unknown, prefix: readonly string[] = []): FieldCodes {
  const fields: FieldCodes = {};
  const stack: { value: unknown; path: readonly string[] }[] = [{ value, path: prefix }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (current.includes(NUL)) fields[fieldName(path)] = 'invalid_characters';
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => {
        stack.push({ value: entry, path: [...path, String(index)] });
      });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, entry] of Object.entries(current)) {
        if (key.includes(NUL)) fields[fieldName([...path, key])] = 'invalid_characters';
        else stack.push({ value: entry, path: [...path, key] });
      }
    }
  }
  return fields;
}

/** Whether any string or key holds a NUL: the allocation-free pass every request pays. */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const key of Object.keys(current)) {
        if (key.includes(NUL)) return true;
        const entry = (current as Record<string, unknown>)[key];
        if (typeof entry === 'string' || (entry !== null && typeof entry === 'object')) stack.push(entry);
      }
    }
  }
  return false;
}

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

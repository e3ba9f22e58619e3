import { expect } from 'vitest';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';

/**
 * Checks an answer or an event against its wire schema from the domain: it must parse, and
 * parsing must keep every field it has (an extra field would be one the contract does not name).
 * Returns the typed body.
 */
export function expectShape<S extends $ZodType>(schema: S, body: unknown): output<S> {
  const parsed = safeParse(schema, body);
  if (!parsed.success) {
    expect.fail(`does not match its wire schema: ${JSON.stringify(parsed.error.issues, null, 2)}`);
  }
  expect(parsed.data).toEqual(body);
  return parsed.data;
}

/** Checks a stream message against the schema its event name has in a map of the domain's events. */
export function expectStreamEvent(
  events: Record<string, $ZodType>,
  message: { event: string; data: unknown },
) {
  const schema = events[message.event];
  if (!schema) expect.fail(`"${message.event}" is not one of the stream's events`);
  expectShape(schema, message.data);
}

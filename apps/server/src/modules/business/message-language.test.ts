import type { SIGNUP_COUNTRIES } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { bearer, createBusiness, expectFieldError } from '../../../test/factories';

const ctx = await createTestContext();

const getBusiness = (session: { jwt_token: string; business_id: string }) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/business?business_id=${session.business_id}`,
    headers: bearer(session),
  });
const patchBusiness = (session: { jwt_token: string }, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/business', headers: bearer(session), payload });

/** A valid admin phone for each signup country. */
const PHONES: Record<(typeof SIGNUP_COUNTRIES)[number], string> = {
  US: '(415) 555-2671',
  ES: '612 34 56 78',
  MX: '55 1234 5678',
  PA: '6123-4567',
  DO: '809 220 1234',
};

describe('the message language of a business', () => {
  it.each([
    ['US', 'english'],
    ['ES', 'spanish'],
    ['MX', 'spanish'],
    ['PA', 'spanish'],
    ['DO', 'spanish'],
  ] as const)('starts from the country at signup: %s writes in %s', async (country, expected) => {
    // The admin's own language plays no part: an English-speaking owner in Mexico writes Spanish.
    const { session } = await createBusiness(ctx.app, {
      country_iso: country,
      cell_phone: PHONES[country],
      language: expected === 'english' ? 'spanish' : 'english',
    });
    expect((await getBusiness(session)).json().message_language).toBe(expected);
  });

  it('is changed on My info apart from the interface language, and the session user carries it', async () => {
    const { session } = await createBusiness(ctx.app, { country_iso: 'MX', language: 'spanish' });
    const response = await patchBusiness(session, { message_language: 'english' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message_language: 'english', language: 'spanish' });
    expect((await getBusiness(session)).json().message_language).toBe('english');
    const me = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${session.user_id}`,
      headers: bearer(session),
    });
    expect(me.json()).toMatchObject({ message_language: 'english', language: 'spanish' });
  });

  it('stays when the country changes: it is its own setting', async () => {
    const { session } = await createBusiness(ctx.app, { country_iso: 'MX' });
    await patchBusiness(session, { country_iso: 'US', cell_phone: PHONES.US });
    expect((await getBusiness(session)).json()).toMatchObject({
      country_iso: 'US',
      message_language: 'spanish',
    });
  });

  it.each([['french'], [''], [3], [null]])(
    'refuses %j with 400 naming message_language, and writes nothing',
    async (value) => {
      const { session } = await createBusiness(ctx.app);
      const before = (await getBusiness(session)).json();
      const response = await patchBusiness(session, { company_name: 'Changed', message_language: value });
      expectFieldError(response, 'message_language', 'invalid_language');
      expect((await getBusiness(session)).json()).toEqual(before);
    },
  );
});

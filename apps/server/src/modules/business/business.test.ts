import type { Session } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { subscribe } from '../../../test/billing';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  createBusiness,
  createCourier,
  expectError,
  expectFieldError,
  itAnswers401WithoutSession,
  startTrip,
} from '../../../test/factories';

const ctx = await createTestContext();

const getBusiness = (session: { jwt_token: string }, businessId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/business?business_id=${businessId}`, headers: bearer(session) });

const patchBusiness = (session: { jwt_token: string }, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/business', headers: bearer(session), payload });

describe('GET /api/business', () => {
  itAnswers401WithoutSession(ctx.app, { method: 'GET', url: '/api/business?business_id=x' });

  it("answers 404 for another business's id", async () => {
    const { session: mine } = await createBusiness(ctx.app);
    const { session: theirs } = await createBusiness(ctx.app);
    expect((await getBusiness(mine, theirs.business_id)).statusCode).toBe(404);
  });

  it('names a missing business_id with 400', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/business', headers: bearer(session) });
    expectFieldError(response, 'business_id', 'required');
  });

  it('returns the business info entered at signup', async () => {
    const { session, input } = await createBusiness(ctx.app, { branch_names: ['', 'Centro'] });
    const response = await getBusiness(session, session.business_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      business_id: session.business_id,
      company_name: input.company_name,
      country_iso: 'MX',
      email: input.email,
      full_name: input.full_name,
      cell_phone: '+525512345678',
      delivery_amount_per_day: 40,
      vehicle_type: 'motorcycle',
      language: 'spanish',
      number_of_branches: 2,
      branch_names: [
        { id: expect.any(String), name: 'Headquarters' },
        { id: expect.any(String), name: 'Centro' },
      ],
      onboarding_state: 'checkout',
    });
  });
});

describe('PATCH /api/business', () => {
  itAnswers401WithoutSession(ctx.app, {
    method: 'PATCH',
    url: '/api/business',
    payload: { company_name: 'X' },
  });

  it('updates the business and the admin details', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await patchBusiness(session, {
      company_name: 'Pizzería Roma',
      country_iso: 'US',
      full_name: 'Ana María López',
      cell_phone: '415 555 2671',
      delivery_amount_per_day: 120,
      vehicle_type: 'bicycle',
      language: 'english',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      company_name: 'Pizzería Roma',
      country_iso: 'US',
      full_name: 'Ana María López',
      cell_phone: '+14155552671',
      delivery_amount_per_day: 120,
      vehicle_type: 'bicycle',
      language: 'english',
    });
    expect((await getBusiness(session, session.business_id)).json().company_name).toBe('Pizzería Roma');
  });

  it('refuses branch changes with branches_not_editable and writes nothing', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await patchBusiness(session, { company_name: 'Changed', branch_names: ['A', 'B', 'C'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.branch_names).toEqual({
      code: 'branches_not_editable',
      message: 'Contact us to change your branches.',
    });
    const after = (await getBusiness(session, session.business_id)).json();
    expect(after.company_name).not.toBe('Changed');
    expect(after.number_of_branches).toBe(2);
  });

  it.each([
    ['company_name', { company_name: '' }, 'required'],
    ['country_iso', { country_iso: 'BR' }, 'invalid_country'],
    ['delivery_amount_per_day', { delivery_amount_per_day: -1 }, 'invalid_whole_number'],
    ['vehicle_type', { vehicle_type: 'plane' }, 'invalid_vehicle_type'],
    ['cell_phone', { cell_phone: '12' }, 'invalid_phone'],
    ['email', { email: 'new@example.com' }, 'unknown_field'],
  ])('rejects a bad %s with 400 and writes nothing', async (field, patch, code) => {
    const { session } = await createBusiness(ctx.app);
    const before = (await getBusiness(session, session.business_id)).json();
    const response = await patchBusiness(session, { full_name: 'Someone Else', ...patch });
    expectFieldError(response, field, code);
    expect((await getBusiness(session, session.business_id)).json()).toEqual(before);
  });

  it("checks a phone against the business's country", async () => {
    const { session } = await createBusiness(ctx.app, { country_iso: 'US', cell_phone: '415 555 2671' });
    const response = await patchBusiness(session, { cell_phone: '612 34 56 78' });
    expectFieldError(response, 'cell_phone', 'invalid_phone');
  });
});

describe('POST /api/business/onboarding', () => {
  const skip = (session: { jwt_token: string }, step: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/business/onboarding',
      headers: bearer(session),
      payload: { step },
    });
  const stateOf = async (session: Session) =>
    (await getBusiness(session, session.business_id)).json().onboarding_state;

  it('ends checkout when the trial starts, then each step only when its action really happens', async () => {
    const { session } = await createBusiness(ctx.app);
    // Issue 12: checkout can no longer be passed by hand.
    expectError(await skip(session, 'checkout'), 409, 'onboarding_step_needs_action');
    expect(await stateOf(session)).toBe('checkout');
    await subscribe(ctx.app, session);
    expect(await stateOf(session)).toBe('add_delivery_user');

    const refused = await skip(session, 'add_delivery_user');
    expectError(refused, 409, 'onboarding_step_needs_action');
    expect(await stateOf(session)).toBe('add_delivery_user');

    const courier = await createCourier(ctx.app, session);
    expect(await stateOf(session)).toBe('make_trip');
    await startTrip(ctx.app, courier);
    expect(await stateOf(session)).toBe('customize_tracking');
    const design = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/brandings',
      headers: bearer(session),
      payload: { header_color: '#0f766e' },
    });
    expect(design.statusCode, design.body).toBe(200);
    expect(await stateOf(session)).toBe('completed');
  });

  it('skips the steps already done when checkout happens late', async () => {
    const { session } = await createBusiness(ctx.app);
    await createCourier(ctx.app, session);
    expect(await stateOf(session)).toBe('checkout');
    await subscribe(ctx.app, session);
    expect(await stateOf(session)).toBe('make_trip');
  });

  it('refuses a step that is not the current one with 409', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await skip(session, 'business_info');
    expectError(response, 409, 'onboarding_step_mismatch');
    expect(await stateOf(session)).toBe('checkout');
  });
});

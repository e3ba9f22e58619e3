import {
  INVITATIONS_PER_BUSINESS_PER_HOUR,
  INVITATIONS_PER_COURIER_PER_HOUR,
  InvitationSentSchema,
  type Session,
  smsSegments,
} from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  type CourierSession,
  createBusiness,
  createCourier,
  editCourier,
  expectError,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';
import { reserveInvitation } from './invitations.repo';

const ctx = await createTestContext();
const HOUR_MS = 60 * 60 * 1000;
const COURIER_PASSWORD = 'courier-pass';

const invite = (
  admin: { jwt_token: string } | null,
  courierId: string,
  payload: unknown = { channel: 'whatsapp' },
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/team/${courierId}/invitations`,
    headers: admin ? bearer(admin) : {},
    payload: payload as Record<string, unknown>,
  });

const invitationMessages = (businessId: string) =>
  ctx.db
    .selectFrom('outbound_messages')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('kind', '=', 'invitation')
    .orderBy('created_at')
    .execute();

const courierRow = async (admin: Session, courierId: string) => {
  const list = await ctx.app.inject({ method: 'GET', url: '/api/team', headers: bearer(admin) });
  return list.json().data.find((courier: { id: string }) => courier.id === courierId);
};

async function teamOf(
  overrides: Parameters<typeof createBusiness>[1] = {},
  courier: Record<string, unknown> = {},
) {
  const { session, input } = await createBusiness(ctx.app, { company_name: 'Tacos El Güero', ...overrides });
  const created = await createCourier(ctx.app, session, {
    username: `luis.${Math.random().toString(36).slice(2, 8)}`,
    ...courier,
  });
  return { admin: session, courier: created, company: input.company_name };
}

describe('POST /api/team/{courier_id}/invitations', () => {
  it('answers 401 without a session and 403 for a courier', async () => {
    const { courier } = await teamOf();
    expect((await invite(null, courier.courier.id)).statusCode).toBe(401);
    expect((await invite(courier, courier.courier.id)).statusCode).toBe(403);
  });

  it("answers 404 for another business's courier and for an id that is no courier, sending nothing", async () => {
    const { admin } = await teamOf();
    const { courier: theirs, admin: theirAdmin } = await teamOf();
    expect((await invite(admin, theirs.courier.id)).statusCode).toBe(404);
    expect((await invite(admin, 'not-a-uuid')).statusCode).toBe(404);
    expect((await invite(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await invitationMessages(admin.business_id)).toEqual([]);
    expect(await invitationMessages(theirAdmin.business_id)).toEqual([]);
  });

  it.each([
    [{}, 'required'],
    [{ channel: 'email' }, 'invalid_channel'],
    [{ channel: 'whatsapp', password: 'x' }, 'unknown_field'],
  ])('refuses %j with 400 naming the field, sending nothing', async (payload, code) => {
    const { admin, courier } = await teamOf();
    const response = await invite(admin, courier.courier.id, payload);
    expect(response.statusCode).toBe(400);
    const [field] = Object.keys(response.json().error.fields);
    expect(response.json().error.fields[field as string].code).toBe(code);
    expect(await invitationMessages(admin.business_id)).toEqual([]);
    expect((await courierRow(admin, courier.courier.id)).last_invitation).toBeNull();
  });

  it('sends a Spanish business courier the link and username by WhatsApp, in Spanish, never the password', async () => {
    const { admin, courier, company } = await teamOf({ country_iso: 'MX' });
    const { username, id } = courier.courier;
    const response = await invite(admin, id, { channel: 'whatsapp' });
    expect(response.statusCode, response.body).toBe(201);
    const link = `http://rutaviva.test/courier?username=${username}`;
    const sent = expectShape(InvitationSentSchema, response.json());
    expect(sent).toEqual({
      courier_id: id,
      channel: 'whatsapp',
      to: '+525587654321',
      link,
      body: `${company}: tu app de repartidor está lista:\n${link}\n\nEntra con el usuario ${username}. Tu encargado te dará la contraseña. Agrega la página a tu pantalla de inicio para abrirla como cualquier app.`,
      sent_at: ctx.clock.seconds(),
    });
    const [message] = await invitationMessages(admin.business_id);
    expect(message).toMatchObject({
      channel: 'whatsapp',
      to_address: '+525587654321',
      trip_id: null,
      status: 'outbox',
      body: sent.body,
    });
    expect(message?.body).not.toContain(COURIER_PASSWORD);
    expect(message?.body).not.toMatch(/password|your courier app/i);
  });

  it('sends by SMS when asked, even to a number that would get WhatsApp, in one segment', async () => {
    const { admin, courier } = await teamOf({ country_iso: 'MX' });
    const response = await invite(admin, courier.courier.id, { channel: 'sms' });
    expect(response.statusCode, response.body).toBe(201);
    const [message] = await invitationMessages(admin.business_id);
    expect(message).toMatchObject({ channel: 'sms', to_address: '+525587654321' });
    expect(message?.body).toMatch(
      /^Tacos El Güero: tu app de repartidor: http:\/\/rutaviva\.test\/courier\?username=/,
    );
    expect(smsSegments(message?.body ?? '').segments).toBe(1);
    expect(message?.body).not.toContain(COURIER_PASSWORD);
  });

  it("writes in English for an English business's courier", async () => {
    const { admin, courier } = await teamOf(
      { country_iso: 'US', cell_phone: '(415) 555-2671', company_name: 'Joe’s Pizza', language: 'english' },
      { cell_phone: '(415) 555-0199' },
    );
    const response = await invite(admin, courier.courier.id, { channel: 'sms' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().body).toBe(
      `Joe's Pizza: your courier app: http://rutaviva.test/courier?username=${courier.courier.username} - username ${courier.courier.username}. Ask your manager for the password.`,
    );
    expect(response.json().to).toBe('+14155550199');
  });

  it('records the invitation: the team list shows when and how it went', async () => {
    const { admin, courier } = await teamOf();
    await invite(admin, courier.courier.id, { channel: 'whatsapp' });
    ctx.clock.advance(5 * 60 * 1000);
    await invite(admin, courier.courier.id, { channel: 'sms' });
    const row = await courierRow(admin, courier.courier.id);
    expect(row.last_invitation).toEqual({
      channel: 'sms',
      sent_at: ctx.clock.seconds(),
    });
    const stored = await ctx.db
      .selectFrom('courier_invitations')
      .select(['channel', 'sent_by', 'message_id'])
      .where('courier_id', '=', courier.courier.id)
      .orderBy('created_at')
      .execute();
    expect(stored).toEqual([
      { channel: 'whatsapp', sent_by: admin.user_id, message_id: expect.any(String) },
      { channel: 'sms', sent_by: admin.user_id, message_id: expect.any(String) },
    ]);
  });

  it('refuses an inactive courier with 409, sending nothing', async () => {
    const { admin, courier } = await teamOf();
    await editCourier(ctx.app, admin, { id: courier.courier.id, active: false });
    const response = await invite(admin, courier.courier.id);
    expectError(response, 409, 'courier_inactive');
    expect(await invitationMessages(admin.business_id)).toEqual([]);
  });

  it(`sends one courier at most ${INVITATIONS_PER_COURIER_PER_HOUR} an hour, then 429 with Retry-After`, async () => {
    const { admin, courier } = await teamOf();
    for (let sent = 0; sent < INVITATIONS_PER_COURIER_PER_HOUR; sent++) {
      expect((await invite(admin, courier.courier.id)).statusCode).toBe(201);
      ctx.clock.advance(60 * 1000);
    }
    const refused = await invite(admin, courier.courier.id);
    expectError(refused, 429, 'too_many_invitations');
    // The first of them leaves the hour 57 minutes from now.
    expect(refused.headers['retry-after']).toBe(String(57 * 60));
    expect(await invitationMessages(admin.business_id)).toHaveLength(INVITATIONS_PER_COURIER_PER_HOUR);

    ctx.clock.advance(57 * 60 * 1000);
    expect((await invite(admin, courier.courier.id)).statusCode).toBe(201);
  });

  it(`sends a business's couriers at most ${INVITATIONS_PER_BUSINESS_PER_HOUR} an hour in all`, async () => {
    const { admin } = await teamOf();
    const couriers: CourierSession[] = [];
    const needed = Math.ceil(INVITATIONS_PER_BUSINESS_PER_HOUR / INVITATIONS_PER_COURIER_PER_HOUR) + 1;
    for (let index = 0; index < needed; index++) couriers.push(await createCourier(ctx.app, admin));
    const answers = await Promise.all(
      couriers.flatMap((courier) =>
        Array.from({ length: INVITATIONS_PER_COURIER_PER_HOUR }, () => invite(admin, courier.courier.id)),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(INVITATIONS_PER_BUSINESS_PER_HOUR);
    expect(codes.filter((code) => code === 429)).toHaveLength(
      codes.length - INVITATIONS_PER_BUSINESS_PER_HOUR,
    );
    expect(await invitationMessages(admin.business_id)).toHaveLength(INVITATIONS_PER_BUSINESS_PER_HOUR);

    // Another business is not held back by this one.
    const other = await teamOf();
    expect((await invite(other.admin, other.courier.courier.id)).statusCode).toBe(201);
    ctx.clock.advance(HOUR_MS);
  });

  it('lets only one of many simultaneous clicks take the last place of the hour', async () => {
    const { admin, courier } = await teamOf();
    const now = ctx.clock.now();
    const limits = { perBusiness: 3, perCourier: 100, since: new Date(now.getTime() - HOUR_MS) };
    const reservation = () =>
      reserveInvitation(
        ctx.db,
        {
          business_id: admin.business_id,
          courier_id: courier.courier.id,
          sent_by: admin.user_id,
          channel: 'sms',
        },
        limits,
        now,
      );
    await reservation();
    await reservation();
    // Straight at the repository, so the transactions overlap as much as the pool allows.
    const answers = await Promise.all(Array.from({ length: 8 }, reservation));
    expect(answers.filter((answer) => 'id' in answer)).toHaveLength(1);
    const stored = await ctx.db
      .selectFrom('courier_invitations')
      .select('id')
      .where('business_id', '=', admin.business_id)
      .execute();
    expect(stored).toHaveLength(3);
  });
});

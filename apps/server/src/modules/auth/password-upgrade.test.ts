import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { bearer, courierLogin, createBusiness, createCourier, expectStatus } from '../../../test/factories';
import { newSalesperson, SALESPERSON_PASSWORD } from '../../../test/sales';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  needsRehash,
  PASSWORD_COST,
  timingPadFor,
  verifyPassword,
} from '../../lib/passwords';
import { upgradePasswordHash } from './auth.repo';

const ctx = await createTestContext();

/** The cost earlier versions hashed with: N=2^15, r=8, p=1, below OWASP's minimum. */
const OLD_COST = { N: 2 ** 15, r: 8, p: 1 };
const TODAY = `scrypt$${PASSWORD_COST.N}$${PASSWORD_COST.r}$${PASSWORD_COST.p}$`;

const hashOf = async (table: 'users' | 'couriers' | 'salespeople', id: string) =>
  (await ctx.db.selectFrom(table).select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash;

async function setOldHash(table: 'users' | 'couriers' | 'salespeople', id: string, password: string) {
  const old = await hashPassword(password, OLD_COST);
  await ctx.db.updateTable(table).set({ password_hash: old }).where('id', '=', id).execute();
  return old;
}

describe('password hashes at an OWASP-listed scrypt cost', () => {
  it('hashes new passwords at N=2^15, r=8, p=3 and still verifies hashes of the old cost', async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    const fresh = await hashPassword('una clave larga');
    expect(fresh.startsWith(TODAY)).toBe(true);
    expect(needsRehash(fresh)).toBe(false);
    const old = await hashPassword('una clave larga', OLD_COST);
    expect(old.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('una clave larga', old)).toBe(true);
    expect(await verifyPassword('otra clave', old)).toBe(false);
  });

  it("pads a wrong password against an old hash to today's cost, so timing does not tell accounts apart", async () => {
    const old = await hashPassword('una clave larga', OLD_COST);
    // p=1 checked, then p=2 more of the same N and r: the work of one check at p=3, as for an unknown email.
    expect(timingPadFor(old)?.startsWith('scrypt$32768$8$2$')).toBe(true);
    expect(timingPadFor(await hashPassword('una clave larga'))).toBeUndefined();
    expect(timingPadFor(DUMMY_PASSWORD_HASH)).toBeUndefined();
    // Another shape of cost pays today's whole cost again.
    const other = await hashPassword('una clave larga', { N: 2 ** 14, r: 8, p: 1 });
    expect(timingPadFor(other)?.startsWith(TODAY)).toBe(true);
    expect(await verifyPassword('una clave larga', timingPadFor(old) as string)).toBe(false);
  });

  it('stores a new signup hashed at the new cost', async () => {
    const { session } = await createBusiness(ctx.app);
    expect((await hashOf('users', session.user_id)).startsWith(TODAY)).toBe(true);
  });

  it("rehashes an admin's old hash at the next successful login, not at a failed one, and keeps sessions", async () => {
    const { session, input } = await createBusiness(ctx.app);
    const old = await setOldHash('users', session.user_id, input.password);

    const wrong = {
      method: 'POST' as const,
      url: '/api/login',
      payload: { email: input.email, password: 'nope-nope-1' },
    };
    await expectStatus(ctx.app, wrong, 401);
    expect(await hashOf('users', session.user_id)).toBe(old);

    const login = {
      method: 'POST' as const,
      url: '/api/login',
      payload: { email: input.email, password: input.password },
    };
    await expectStatus(ctx.app, login, 200);
    const upgraded = await hashOf('users', session.user_id);
    expect(upgraded.startsWith(TODAY)).toBe(true);
    expect(await verifyPassword(input.password, upgraded)).toBe(true);

    // The same password: the session signed before the upgrade goes on, and the next login works.
    await expectStatus(
      ctx.app,
      { method: 'GET', url: `/api/business?business_id=${session.business_id}`, headers: bearer(session) },
      200,
    );
    await expectStatus(ctx.app, login, 200);
    expect(await hashOf('users', session.user_id)).toBe(upgraded);
  });

  it("rehashes a courier's old hash at the next successful login", async () => {
    const { session } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    const old = await setOldHash('couriers', courier.courier.id, 'courier-pass');

    expect((await courierLogin(ctx.app, courier.courier.username, 'wrong-pass')).statusCode).toBe(401);
    expect(await hashOf('couriers', courier.courier.id)).toBe(old);
    expect((await courierLogin(ctx.app, courier.courier.username, 'courier-pass')).statusCode).toBe(200);
    expect((await hashOf('couriers', courier.courier.id)).startsWith(TODAY)).toBe(true);
    // The phone's session from before goes on.
    await expectStatus(ctx.app, { method: 'GET', url: '/api/courier/trips', headers: bearer(courier) }, 200);
  });

  it("rehashes a salesperson's old hash at the next successful login", async () => {
    const salesperson = await newSalesperson(ctx);
    const old = await setOldHash('salespeople', salesperson.id, SALESPERSON_PASSWORD);
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/salesperson/login',
        payload: { email: salesperson.email, password },
      });

    expect((await login('wrong-pass')).statusCode).toBe(401);
    expect(await hashOf('salespeople', salesperson.id)).toBe(old);
    expect((await login(SALESPERSON_PASSWORD)).statusCode).toBe(200);
    expect((await hashOf('salespeople', salesperson.id)).startsWith(TODAY)).toBe(true);
    await expectStatus(
      ctx.app,
      { method: 'GET', url: '/api/salesperson/me', headers: salesperson.headers },
      200,
    );
  });

  it('leaves a password changed while the login was checking the old one', async () => {
    const { session, input } = await createBusiness(ctx.app);
    await setOldHash('users', session.user_id, input.password);
    // The login reads the old hash, then a reset stores another password before the upgrade lands.
    const changed = await hashPassword('la-nueva-clave');
    await ctx.db
      .updateTable('users')
      .set({ password_hash: changed })
      .where('id', '=', session.user_id)
      .execute();
    await upgradePasswordHash(ctx.db, 'users', session.user_id, 'the-hash-the-login-checked', 'upgraded');
    expect(await hashOf('users', session.user_id)).toBe(changed);
  });
});

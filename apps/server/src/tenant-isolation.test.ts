import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';
import { buildTenants } from '../test/tenants';

const ctx = await createTestContext();
await ctx.app.ready();
const t0 = performance.now();
const { a, b, canaries } = await buildTenants(ctx);
console.log('fixture ms', performance.now() - t0);
afterAll(async () => {
  await a.hooks.close();
  await b.hooks.close();
});

describe('fixture', () => {
  it('builds', () => {
    expect(canaries.length).toBeGreaterThan(10);
  });
});

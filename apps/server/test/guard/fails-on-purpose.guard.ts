import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../context';

/**
 * Kept out of the normal run (its name does not end in .test.ts): CI runs it on its own to prove
 * that a failing test fails the run, with the embedded PostgreSQL and with DATABASE_URL, and
 * that a failed or interrupted run leaves no database behind (see run-guard.ts).
 */
const ctx = await createTestContext();

describe('the guard', () => {
  it('fails on purpose', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // The guard expects this line to fail.
    expect(health.json().database).toBe('this test fails on purpose');
  });

  it.runIf(process.env.GUARD_HANG_MARKER)(
    'hangs until the run is interrupted',
    async () => {
      await writeFile(process.env.GUARD_HANG_MARKER ?? '', 'running');
      await new Promise(() => {});
    },
    600_000,
  );
});

import { defineConfig } from 'vitest/config';

/** The guard's own run: only the test that fails on purpose (test/guard), same global setup. */
export default defineConfig({
  test: {
    name: 'guard',
    root: import.meta.dirname,
    include: ['test/guard/*.guard.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/openapi-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

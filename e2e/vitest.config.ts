import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's answer can take seconds on a busy 2-core machine (a password check at scrypt's
    // OWASP cost is one): polls wait up to 10 s unless a test says otherwise, instead of 1 s.
    expect: { poll: { timeout: 10_000 } },
    // One server and one browser at a time keep a 2-core machine responsive.
    fileParallelism: false,
  },
});

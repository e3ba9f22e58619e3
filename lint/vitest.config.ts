import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'lint', root: import.meta.dirname, include: ['**/*.test.ts'], testTimeout: 30_000 },
});

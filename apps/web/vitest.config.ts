import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'web', root: import.meta.dirname, include: ['src/**/*.test.ts?(x)'], environment: 'node' },
});

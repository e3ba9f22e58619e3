import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';

/**
 * The admin app and the customer's tracking page are each built alone, after vite.config.ts has
 * built the courier PWA into dist/ (`npm run build`). In one build, code that entries share is
 * tree-shaken for all of them at once, so the tracking page and the courier app would load the
 * admin's schemas and full zod beside the few they parse with. Built alone, each entry loads only
 * what it uses, and keeps its own bundle budget.
 */
/**
 * Schemas are built by calling zod (`z.object(…)`), which a bundler must assume has side effects,
 * so a schema file would bring every schema in it, used or not. Declaring `z` and its members
 * pure lets each entry keep only the schemas it parses with (nothing of ours calls zod for an
 * effect: no `z.config`, no registries).
 */
export const TREESHAKE_SCHEMAS = { manualPureFunctions: ['z'] };

export function entryConfig(input: Record<string, string>, build: BuildEnvironmentOptions = {}) {
  return defineConfig({
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      rolldownOptions: { input, treeshake: TREESHAKE_SCHEMAS },
      ...build,
    },
  });
}

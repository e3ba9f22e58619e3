import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';

/**
 * The admin app and the customer's tracking page are each built alone, after vite.config.ts has
 * built the courier PWA into dist/ (`npm run build`). In one build, code that entries share is
 * tree-shaken for all of them at once, so the tracking page and the courier app would load the
 * admin's schemas and full zod beside the few they parse with. Built alone, each entry loads only
 * what it uses, and keeps its own bundle budget.
 */
export function entryConfig(input: Record<string, string>, build: BuildEnvironmentOptions = {}) {
  return defineConfig({
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: false, rolldownOptions: { input }, ...build },
  });
}

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The customer's tracking page (t.html, DESIGN §7) is built on its own, after vite.config.ts has
 * built the admin and courier entries into the same dist/. In one build, code the entries share
 * is tree-shaken for all of them at once: the tracking page would load the admin's schemas and
 * zod beside the few it parses with. Built alone, it loads only what it uses.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // t.html is one module and no <link rel="modulepreload">: the polyfill would have nothing to do.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { tracking: 't.html' } },
  },
});

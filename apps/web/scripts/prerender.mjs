// After the client builds: renders the public pages (src/prerender/pages.ts) in both languages
// into dist/prerendered/<en|es>/<page>.html, on the built index.html, so they read and preview
// before any JavaScript runs. The server serves them (apps/server/src/http/prerendered.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
// Outside dist/, so the server never serves the renderer itself.
const ssrOut = join(root, 'node_modules', '.prerender');
const quiet = process.argv.includes('--quiet');

await build({
  root,
  configFile: false,
  logLevel: quiet ? 'warn' : 'info',
  plugins: [react()],
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'entry.js' } },
  },
});

const { prerenderAll } = await import(pathToFileURL(join(ssrOut, 'entry.js')).href);
const indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
const pages = await prerenderAll(indexHtml);
await rm(join(dist, 'prerendered'), { recursive: true, force: true });
for (const { file, html } of pages) {
  const path = join(dist, 'prerendered', file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, html);
  if (!quiet) console.log(`prerendered ${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} kB)`);
}
// The renderer's stray timers (a carousel's, a query's) must not keep the build waiting.
process.exit(0);

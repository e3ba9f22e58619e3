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

/** Has each lazy module of the renderer say, when it first runs, which source it was built from. */
function recordLazyModules() {
  return {
    name: 'rutaviva:record-lazy-modules',
    renderChunk(code, chunk) {
      if (!chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(root)) return null;
      const source = chunk.facadeModuleId.slice(root.length);
      return `${code}\n(globalThis.__prerenderedModules ??= []).push(${JSON.stringify(source)});\n`;
    },
  };
}

await build({
  root,
  // Vite reads this TypeScript file itself: MEDIA_URL and SOCIAL_LINKS as the client has them.
  configFile: join(root, 'vite.prerender.config.ts'),
  logLevel: quiet ? 'warn' : 'info',
  plugins: [react(), recordLazyModules()],
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'entry.js' } },
  },
});

const { prerenderAll } = await import(pathToFileURL(join(ssrOut, 'entry.js')).href);
const indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
// The admin build's manifest (vite.admin.config.ts): which chunks and CSS each page module has.
const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
await rm(join(dist, '.vite'), { recursive: true, force: true });
const pages = await prerenderAll(indexHtml, manifest);
await rm(join(dist, 'prerendered'), { recursive: true, force: true });
for (const { file, html } of pages) {
  const path = join(dist, 'prerendered', file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, html);
  if (!quiet) console.log(`prerendered ${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} kB)`);
}
// The renderer's stray timers (a carousel's, a query's) must not keep the build waiting.
process.exit(0);

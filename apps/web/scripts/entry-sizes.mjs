// Gzipped JS of each HTML entry in dist/: what its first load fetches (the module script and the
// chunks it preloads) and everything it can ever load (following dynamic imports too).
// Run after `npm run build`: `npm run sizes -w apps/web`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'dist');
const ASSET = /(?:\/|\.\/|")((?:assets\/)?[\w.-]+\.js)(?=["'`])/g;

function gzipKb(files) {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(DIST, file))).length;
  return (bytes / 1024).toFixed(1);
}

/** Every chunk a chunk names (static imports, dynamic imports, Vite's preload maps). */
function reachable(start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(join(DIST, file))) return;
    seen.add(file);
    for (const match of readFileSync(join(DIST, file), 'utf8').matchAll(ASSET)) {
      const name = match[1].replace(/^\.\//, '');
      visit(name.startsWith('assets/') ? name : `assets/${name}`);
    }
  };
  for (const file of start) visit(file);
  return seen;
}

if (!existsSync(DIST)) {
  console.error('entry-sizes: apps/web/dist is missing; run npm run build first');
  process.exit(1);
}
console.log('entry            first load (KB gz)   all it can load (KB gz)');
for (const html of readdirSync(DIST).filter((name) => name.endsWith('.html'))) {
  const text = readFileSync(join(DIST, html), 'utf8');
  const first = [...text.matchAll(/(?:src|href)="\/?(assets\/[\w.-]+\.js)"/g)].map((m) => m[1]);
  const all = reachable(first);
  console.log(`${html.padEnd(16)} ${gzipKb(new Set(first)).padStart(18)} ${gzipKb(all).padStart(25)}`);
}

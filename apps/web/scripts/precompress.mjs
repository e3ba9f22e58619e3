// Writes .br and .gz next to every text file of the build, once, so the server sends a phone
// compressed files without compressing them again on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

// The server writes the public address into the prerendered pages, and compresses them itself.
const SKIPPED = new Set([join(dist, 'prerendered')]);

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(path)) yield* files(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(dist)) {
  if ((await stat(path)).size < 1024) continue;
  const bytes = await readFile(path);
  await writeFile(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`Built the web app into apps/web/dist (${count} files precompressed with brotli and gzip).`);

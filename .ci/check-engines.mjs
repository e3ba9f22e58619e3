// Every installed package must declare support for each Node version the README promises, not
// only for the one CI runs on: `npm ci` would warn (EBADENGINE) on the others, or fail there.
import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';

/** The oldest release of each Node line the README's Quick start promises. */
const PROMISED = ['20.19.0', '22.12.0', '24.0.0'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const problems = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  const range = entry.engines?.node;
  // Packages for other platforms (sharp's and rolldown's native builds) are in the lock, not installed.
  if (!range || (path !== '' && !existsSync(path))) continue;
  const refused = PROMISED.filter((version) => !semver.satisfies(version, range));
  if (refused.length > 0)
    problems.push(`${path || 'package.json'} (node ${range}) refuses ${refused.join(', ')}`);
}
if (problems.length > 0) {
  console.error(`Not every package supports Node ${PROMISED.join(', ')}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every installed package supports Node ${PROMISED.join(', ')}.`);

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Returns the secret stored under `name` in the data folder, generating it on first use.
 * Used in development for JWT_SECRET and the embedded database's password.
 */
export async function persistentSecret(dataDir: string, name: string): Promise<string> {
  const file = join(dataDir, 'secrets', name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');

/**
 * An operator command of docs/deploy.md (`apps/server/src/cli/<name>.ts`), run as an operator
 * would: a process of its own, production settings, DATABASE_URL only when `env` gives one.
 * Rejects with its exit code and stderr when it fails.
 */
export function runOperatorCommand(name: string, env: Record<string, string>) {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${name}.ts`], {
    cwd: root,
    env: {
      ...inherited,
      APP_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://track.example.com',
      ...env,
    },
  });
}

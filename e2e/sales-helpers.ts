import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { apiCall } from './api';

const root = resolve(import.meta.dirname, '..');

export interface TestSalesperson {
  email: string;
  password: string;
  referralCode: string;
  referralUrl: string;
}

/**
 * A salesperson made as an operator makes one (`npm run salesperson:create`, README
 * "Salespeople"): the CLI run against the test server's own database, with the password given
 * through SALESPERSON_PASSWORD; then signed in through the API for their referral code.
 */
export async function createSalesperson(
  baseUrl: string,
  databaseUrl: string,
  { name = 'Marta Vendedora', language = 'spanish' } = {},
): Promise<TestSalesperson> {
  const email = `ventas-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'ventas-pass-2026';
  const output: string[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const cli = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/salesperson-create.ts',
        '--email',
        email,
        '--name',
        name,
        '--phone',
        '55 1234 5678',
        '--country',
        'MX',
        '--language',
        language,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PUBLIC_URL: baseUrl,
          SALESPERSON_PASSWORD: password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    cli.stdout.on('data', (chunk) => output.push(String(chunk)));
    cli.stderr.on('data', (chunk) => output.push(String(chunk)));
    cli.on('error', fail);
    cli.on('exit', done);
  });
  if (code !== 0) throw new Error(`salesperson:create exited with ${code}\n${output.join('')}`);
  const login = await apiCall<{ data: { salesperson: { referral_code: string; referral_url: string } } }>(
    baseUrl,
    'POST',
    '/api/salesperson/login',
    { email, password },
  );
  return {
    email,
    password,
    referralCode: login.data.salesperson.referral_code,
    referralUrl: login.data.salesperson.referral_url,
  };
}

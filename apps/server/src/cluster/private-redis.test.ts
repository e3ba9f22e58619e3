import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { alive } from '../../test/cleanup';
import { findRedisServer } from './private-redis';

const module = resolve(import.meta.dirname, 'private-redis.ts');

describe.skipIf(!findRedisServer())('a private redis-server', () => {
  it('dies with the process that started it, even one killed with SIGKILL', async () => {
    const owner = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startPrivateRedis } = await import(${JSON.stringify(module)});
         const redis = await startPrivateRedis();
         console.log(redis.pid);
         setInterval(() => {}, 60_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    onTestFinished(() => {
      owner.kill('SIGKILL');
    });
    let printed = '';
    owner.stdout.on('data', (chunk) => {
      printed += String(chunk);
    });
    await expect.poll(() => printed, { timeout: 20_000 }).toMatch(/^\d+\n/);
    const pid = Number(printed.trim());
    expect(alive(pid)).toBe(true);
    const exited = once(owner, 'exit');
    owner.kill('SIGKILL');
    await exited;
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
  }, 40_000);
});

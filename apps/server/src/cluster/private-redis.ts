import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { delimiter, join } from 'node:path';
import { freePort } from '../db/embedded';

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
}

/** `redis-server` on PATH (or /usr/bin), or undefined when this machine has none. */
export function findRedisServer(path = process.env.PATH ?? ''): string | undefined {
  const folders = [...path.split(delimiter), '/usr/bin', '/usr/local/bin'];
  return folders
    .filter((folder) => folder.startsWith('/'))
    .map((folder) => join(folder, 'redis-server'))
    .find((file) => existsSync(file));
}

/** Whether something answers TCP connections on the port yet. */
function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/**
 * A Redis of our own on a free loopback port, keeping nothing on disk: for the cluster without
 * REDIS_URL, and for tests on a machine whose Redis they must not touch.
 */
export async function startPrivateRedis(binary = findRedisServer()): Promise<PrivateRedis> {
  if (!binary) throw new Error('redis-server was not found on PATH');
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = once(child, 'exit');
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('redis-server did not start within 10 s');
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

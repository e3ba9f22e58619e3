import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { delimiter, join } from 'node:path';
import { freePort } from '../db/embedded';

export interface PrivateRedis {
  url: string;
  /** The redis-server's own process id (a test's janitor may take it away). */
  pid: number;
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
 * The watchdog redis-server runs under: a shell that starts it, prints its pid, and kills it
 * when its standard input reaches its end, which happens when our side closes it in stop() or
 * when this process dies in any way (SIGKILL included): the kernel closes the pipe then. It
 * exits with redis-server, should that stop by itself.
 */
const WATCHDOG = [
  'exec 3<&0',
  '"$@" </dev/null & r=$!',
  'echo "$r"',
  '(cat <&3 >/dev/null; kill "$r" 2>/dev/null) &',
  'wait "$r"',
].join('\n');

/**
 * A Redis of our own on a free loopback port, keeping nothing on disk: for the cluster without
 * REDIS_URL, and for tests on a machine whose Redis they must not touch. It never outlives us.
 */
export async function startPrivateRedis(binary = findRedisServer()): Promise<PrivateRedis> {
  if (!binary) throw new Error('redis-server was not found on PATH');
  const port = await freePort();
  const child: ChildProcess = spawn(
    '/bin/sh',
    [
      '-c',
      WATCHDOG,
      'redis-watchdog',
      binary,
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  const exited = once(child, 'exit');
  // Once the watchdog is gone, its reader of our pipe may go too.
  void exited.then(() => child.stdin?.destroy());
  const [pidLine] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  const pid = Number(String(pidLine).trim());
  child.stdout?.resume();
  const end = async () => {
    child.stdin?.end();
    if (child.exitCode === null && child.signalCode === null) await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await end();
      throw new Error('redis-server did not start within 10 s');
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, pid, stop: end };
}

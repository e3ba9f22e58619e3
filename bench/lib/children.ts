import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../apps/server/src/db/embedded';

/** The repository root: children run from here, like `npm run serve`. */
export const REPO_ROOT = new URL('../..', import.meta.url).pathname;

export interface Child {
  name: string;
  port: number;
  process: ChildProcess;
  /** Memory after two full collections (children started with --expose-gc and an IPC channel). */
  memory(): Promise<ChildMemory>;
  stop(): Promise<void>;
}

/** Also the highest RSS sampled (every 20 ms) since the previous report. */
export type ChildMemory = NodeJS.MemoryUsage & { peakRss: number };

const running = new Set<Child>();

/** Variables a child never inherits from the bench's own environment. */
const PRIVATE = [
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_PREFIX',
  'JWT_SECRET',
  'PORT',
  'HOST',
  'APP_ENV',
  'LOG_LEVEL',
  'DATA_DIR',
];

/**
 * Starts `node [nodeArgs] --import tsx script` on a free loopback port and waits until its
 * stdout prints `readyText`. The child gets PORT and HOST=127.0.0.1 besides `env`.
 */
export async function startChild(options: {
  name: string;
  script: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  readyText: string;
  ipc?: boolean;
}): Promise<Child> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of PRIVATE) delete env[name];
  Object.assign(env, options.env, { PORT: String(port), HOST: '127.0.0.1' });
  const proc = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.script], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  let output = '';
  const exited = new Promise<void>((done) => proc.once('exit', () => done()));
  const child: Child = {
    name: options.name,
    port,
    process: proc,
    memory: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${options.name}: no memory report`)), 10_000);
        proc.once('message', (message) => {
          clearTimeout(timer);
          resolve(message as ChildMemory);
        });
        proc.send?.('memory');
      }),
    stop: async () => {
      running.delete(child);
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('not ready within 60 s')), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`${options.name}: ${error.message}\n${output.slice(-2000)}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(options.readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    proc.once('exit', (code, signal) => fail(new Error(`exited (${code ?? signal}) before it was ready`)));
  }).catch(async (error) => {
    await child.stop();
    throw error;
  });
  return child;
}

/** Stops every child still running (on the way out, even after a failure). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
}

/**
 * For children: answers 'memory' on the IPC channel with process.memoryUsage() after two GCs,
 * and the peak RSS sampled since the previous answer.
 */
export function answerMemoryRequests(): void {
  let peakRss = process.memoryUsage.rss();
  setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20).unref();
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    const usage = process.memoryUsage();
    process.send?.({ ...usage, peakRss: Math.max(peakRss, usage.rss) });
    peakRss = usage.rss;
  });
}

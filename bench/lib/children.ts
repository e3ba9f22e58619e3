import { type ChildProcess, spawn } from 'node:child_process';
import diagnostics_channel from 'node:diagnostics_channel';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GCProfiler } from 'node:v8';
import { freePort } from '../../apps/server/src/db/embedded';
import { percentile } from './stats';

/** The repository root: children run from here, like `npm run serve`. */
export const REPO_ROOT = new URL('../..', import.meta.url).pathname;

export interface Child {
  name: string;
  port: number;
  process: ChildProcess;
  /**
   * Memory after two full collections (children started with --expose-gc and an IPC channel).
   * With `collect: false` nothing is collected: the heap is the one after the child's own last
   * full collection, so a latency measurement is not held up by the report.
   */
  memory(options?: { collect?: boolean }): Promise<ChildMemory>;
  stop(): Promise<void>;
}

/**
 * Also the highest RSS sampled (every 20 ms) since the previous report, and the child's event-loop
 * delay since then (p99 and longest, ms), read before the report's own collections.
 */
export type ChildMemory = NodeJS.MemoryUsage & {
  peakRss: number;
  /** The rest only in answers to `memory({ collect: false })` of the app under the soak. */
  loopDelayP99?: number;
  loopDelayMax?: number;
  /** Full collections since the previous answer: with none, the heap is an older one's. */
  fullGcs?: number;
  /**
   * POST requests answered since then, from their arrival to their answer's end, inside the child,
   * by the path's last part ('coordinates', 'end', 'trips', ...).
   */
  postsInside?: Record<string, Timings>;
  /** What the child's own probe adds (the app's: its ingest statement's times). */
  extra?: Record<string, Timings>;
};

export interface Timings {
  count: number;
  p50: number;
  p99: number;
}

/** Count, p50 and p99 of `times` (ms). */
export const timingsOf = (times: number[]): Timings => ({
  count: times.length,
  p50: percentile(times, 50),
  p99: percentile(times, 99),
});

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
    memory: ({ collect = true } = {}) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${options.name}: no memory report`)), 10_000);
        proc.once('message', (message) => {
          clearTimeout(timer);
          resolve(message as ChildMemory);
        });
        proc.send?.(collect ? 'memory' : 'memory-as-is');
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
 * and the peak RSS sampled since the previous answer. With `timings` (the app under the soak) it
 * also answers 'memory-as-is', which collects nothing and gives the heap as the process's own
 * last full collection left it, with what happened since the previous answer: the event loop's
 * delay, the POSTs' times inside the process, the full collections, and what `extra` adds.
 */
export function answerMemoryRequests({
  timings = false,
  extra,
}: {
  timings?: boolean;
  extra?: () => Record<string, Timings>;
} = {}): void {
  if (!process.send) return;
  let peakRss = process.memoryUsage.rss();
  setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20).unref();
  const minute = timings ? watchMinute() : undefined;
  process.on('message', (message) => {
    if (message !== 'memory' && !(message === 'memory-as-is' && minute)) return;
    const seen = minute?.();
    const added = extra?.();
    const gc = (globalThis as { gc?: () => void }).gc;
    if (message === 'memory') {
      gc?.();
      gc?.();
    }
    const measured = process.memoryUsage();
    const usage =
      message === 'memory' || !seen?.heapAfterFullGc
        ? measured
        : { ...measured, heapUsed: seen.heapAfterFullGc };
    process.send?.({ ...usage, peakRss: Math.max(peakRss, usage.rss), ...seen, extra: added });
    peakRss = usage.rss;
  });
}

/** What a minute of traffic was like inside the process; each call reports since the previous one. */
function watchMinute() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const collections = new GCProfiler();
  collections.start();
  let heapAfterFullGc: number | undefined;
  // How long POSTs take inside the process: told apart from the time the load generator measures.
  const arrivals = new WeakMap<object, number>();
  let postTimes = new Map<string, number[]>();
  diagnostics_channel.subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: { method?: string } };
    if (request.method === 'POST') arrivals.set(request, performance.now());
  });
  diagnostics_channel.subscribe('http.server.response.finish', (message) => {
    const { request } = message as { request: { url?: string } };
    const arrived = arrivals.get(request);
    if (arrived === undefined) return;
    const kind = request.url?.split('?')[0]?.split('/').at(-1) ?? '';
    const times = postTimes.get(kind) ?? [];
    times.push(performance.now() - arrived);
    postTimes.set(kind, times);
  });
  return () => {
    const loopDelayP99 = loop.percentile(99) / 1e6;
    const loopDelayMax = loop.max / 1e6;
    loop.reset();
    const postsInside = Object.fromEntries([...postTimes].map(([kind, times]) => [kind, timingsOf(times)]));
    postTimes = new Map();
    const full = collections.stop().statistics.filter((each) => each.gcType === 'MarkSweepCompact');
    collections.start();
    heapAfterFullGc = full.at(-1)?.afterGC.heapStatistics.usedHeapSize ?? heapAfterFullGc;
    return { loopDelayP99, loopDelayMax, postsInside, fullGcs: full.length, heapAfterFullGc };
  };
}

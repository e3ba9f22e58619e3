import type { Child } from './lib/children';
import { openSse, type SseStream } from './lib/http';
import { fmt, log, pool, sleep } from './lib/stats';

export const MEMORY = { streams: 5_000, openConcurrency: 100, warmupStreams: 100, openRounds: 2 };

export interface MemoryFigures {
  /** Bytes per stream of heapUsed + external. */
  heapPerStream: number;
  rssPerStream: number;
  /** Seconds to open all the streams, each up to its initial frame, `openConcurrency` at a time. */
  openSeconds: number;
  before: NodeJS.MemoryUsage;
  after: NodeJS.MemoryUsage;
}

const heap = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;

async function openAll(child: Child, paths: string[]): Promise<SseStream[]> {
  return await pool(paths, MEMORY.openConcurrency, (path) => openSse(child.port, path, () => {}));
}

/**
 * Memory of `child` (after full GCs) with no stream open, then with `paths.length` idle streams
 * open, each past its initial frames. A first round of streams, opened and closed, warms up
 * code and lazily made structures so they are not charged to the streams.
 */
export async function measureStreamMemory(
  child: Child,
  paths: string[],
  label: string,
): Promise<MemoryFigures> {
  const warm = await openAll(child, paths.slice(0, MEMORY.warmupStreams));
  for (const stream of warm) stream.close();
  await sleep(500);
  const before = await child.memory();
  const started = performance.now();
  const streams = await openAll(child, paths);
  const openSeconds = (performance.now() - started) / 1000;
  log(`  ${label}: ${fmt(streams.length)} streams open in ${fmt(openSeconds, 2)} s`);
  try {
    await sleep(1_000);
    const after = await child.memory();
    return {
      heapPerStream: (heap(after) - heap(before)) / streams.length,
      rssPerStream: (after.rss - before.rss) / streams.length,
      openSeconds,
      before,
      after,
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}

const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

export const describeMemory = (m: MemoryFigures) =>
  `heapUsed+external ${kb(m.heapPerStream)}/stream (${kb(heap(m.before))} → ${kb(heap(m.after))}), RSS ${kb(m.rssPerStream)}/stream (${kb(m.before.rss)} → ${kb(m.after.rss)})`;

/**
 * Seconds to open `paths` again (each stream up to its initial frame), then closes them: one
 * more round of the opening time, taken in turn with the baseline's on a shared machine.
 */
export async function timeOpening(child: Child, paths: string[]): Promise<number> {
  const started = performance.now();
  const streams = await openAll(child, paths);
  const seconds = (performance.now() - started) / 1000;
  for (const stream of streams) stream.close();
  await sleep(1_000);
  return seconds;
}

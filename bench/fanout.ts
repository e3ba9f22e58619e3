import http from 'node:http';
import { Redis } from 'ioredis';
import { openSse, postCoordinates, request, type SseStream } from './lib/http';
import { Route, type Trip } from './lib/seed';
import { fmt, log, percentile, pool, sleep } from './lib/stats';

export const FANOUT = {
  streams: 1_000,
  warmupPosts: 5,
  posts: 100,
  gapMs: 50,
  /** Longest wait for one update to reach every stream. */
  deliveryTimeoutMs: 5_000,
  redisMessages: 200,
};

export interface Update {
  /** When the POST (or publish) itself was answered. */
  post: number;
  /** When the first stream, and the last, had the update. */
  first: number;
  last: number;
}

export interface Latencies {
  p50: number;
  p99: number;
  max: number;
  samples: number;
  missed: number;
  /** Per update, for the fan-out measurements. */
  updates?: Update[];
}

function summary(samples: number[], missed: number, updates?: Update[]): Latencies {
  return {
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: Math.max(...samples),
    samples: samples.length,
    missed,
    updates,
  };
}

const ID_LINE = /^id: (\d+)$/m;

export interface FanoutTarget {
  label: string;
  streamPort: number;
  streamPath: string;
  /** Sends update `index` (a POST); resolves when it is answered. */
  send(index: number): Promise<void>;
  /** The SSE id the frame of update `index` carries. */
  idOf(index: number): number;
}

/**
 * Opens `FANOUT.streams` streams, then sends updates one at a time: the clock starts right
 * before the POST and stops on each stream when the update's frame has arrived whole. The next
 * update waits until every stream got this one, then `gapMs`.
 */
export async function measureFanout(target: FanoutTarget): Promise<Latencies & { frame: string }> {
  let expected = -1;
  let startedAt = 0;
  let received = 0;
  let samples: number[] = [];
  let allReceived: (() => void) | null = null;
  let sampleFrame = '';
  const got = new Uint8Array(FANOUT.streams);
  const onFrame = (index: number) => (frame: string, at: number) => {
    if (!frame.includes('event: coordinates')) return;
    if (Number(ID_LINE.exec(frame)?.[1]) !== expected || got[index]) return;
    got[index] = 1;
    samples.push(at - startedAt);
    sampleFrame ||= `${frame}\n\n`;
    if (++received === FANOUT.streams) allReceived?.();
  };
  const streams: SseStream[] = await pool(
    Array.from({ length: FANOUT.streams }, (_, index) => index),
    100,
    (index) => openSse(target.streamPort, target.streamPath, onFrame(index)),
  );
  log(`  ${target.label}: ${streams.length} streams open`);
  const measured: number[] = [];
  const updates: Update[] = [];
  let missed = 0;
  try {
    for (let index = 0; index < FANOUT.warmupPosts + FANOUT.posts; index++) {
      const warm = index < FANOUT.warmupPosts;
      got.fill(0);
      received = 0;
      samples = [];
      expected = target.idOf(index);
      let timer: NodeJS.Timeout | undefined;
      const delivered = new Promise<void>((done) => {
        allReceived = done;
        timer = setTimeout(done, FANOUT.deliveryTimeoutMs);
      });
      startedAt = performance.now();
      await target.send(index);
      const post = performance.now() - startedAt;
      await delivered;
      clearTimeout(timer);
      allReceived = null;
      if (!warm) {
        measured.push(...samples);
        updates.push({ post, first: Math.min(...samples), last: Math.max(...samples) });
        missed += FANOUT.streams - received;
      }
      await sleep(FANOUT.gapMs);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  return { ...summary(measured, missed, updates), frame: sampleFrame };
}

/** Updates as the courier app sends them: POST 5 points to the trip. */
export function courierPosts(port: number, trip: Trip, pointsPerPost = 5) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const route = new Route(3600);
  return {
    send: async () => {
      await postCoordinates(port, agent, trip, route.next(pointsPerPost));
    },
    /** A fresh trip: the n-th POST's frame has id = points stored so far. */
    idOf: (index: number) => (index + 1) * pointsPerPost,
    close: () => agent.destroy(),
  };
}

/** Updates for the bare server: it writes the posted frame (with its id) to every stream. */
export function barePosts(port: number, frame: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send: async (index: number) => {
      const body = frame.replace(/^id: \d+$/m, `id: ${index + 1}`);
      const response = await request({ port, agent, method: 'POST', path: '/publish', body });
      if (response.status !== 200) throw new Error(`bare publish: ${response.status}`);
    },
    idOf: (index: number) => index + 1,
    close: () => agent.destroy(),
  };
}

/** Bare Redis: one ioredis publisher, one subscriber, `payload`-sized messages, spaced like the POSTs. */
export async function measureRedis(redisUrl: string, payload: string): Promise<Latencies> {
  const publisher = new Redis(redisUrl, { lazyConnect: true });
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const channel = `rv-bench-${process.pid}-${Date.now()}`;
  const samples: number[] = [];
  let missed = 0;
  try {
    let arrived: ((at: number) => void) | null = null;
    subscriber.on('message', () => arrived?.(performance.now()));
    await subscriber.subscribe(channel);
    const total = FANOUT.warmupPosts + FANOUT.redisMessages;
    for (let index = 0; index < total; index++) {
      const receipt = new Promise<number | null>((done) => {
        arrived = done;
        setTimeout(() => done(null), 2_000);
      });
      const startedAt = performance.now();
      await publisher.publish(channel, payload.replace(/^id: \d+$/m, `id: ${index + 1}`));
      const at = await receipt;
      arrived = null;
      if (index >= FANOUT.warmupPosts) {
        if (at === null) missed++;
        else samples.push(at - startedAt);
      }
      await sleep(10);
    }
  } finally {
    publisher.disconnect();
    subscriber.disconnect();
  }
  return summary(samples, missed);
}

export function describeLatencies(l: Latencies): string {
  const ms = (value: number) => `${fmt(value, 1)} ms`;
  const lines = [
    `p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, max ${ms(l.max)} over ${fmt(l.samples)} receipts${l.missed ? `, ${l.missed} MISSED` : ''}`,
  ];
  if (l.updates?.length) {
    const median = (pick: (u: Update) => number) => ms(percentile(l.updates?.map(pick) ?? [], 50));
    lines.push(
      `median update: POST answered ${median((u) => u.post)}, first stream ${median((u) => u.first)}, last ${median((u) => u.last)}`,
    );
    const slowest = [...l.updates].sort((a, b) => b.last - a.last).slice(0, 3);
    lines.push(
      `slowest updates (POST answered / first / last): ${slowest.map((u) => `${fmt(u.post, 0)}/${fmt(u.first, 0)}/${fmt(u.last, 0)} ms`).join(', ')}`,
    );
  }
  return lines.join('\n           ');
}

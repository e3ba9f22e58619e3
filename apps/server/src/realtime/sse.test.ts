import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryBus } from './bus';
import { SseHub, sseFrame } from './sse';

const bus = new MemoryBus();
const hub = new SseHub(
  bus,
  { perAddress: 100, perChannel: 100, perAddressOnChannel: 100 },
  { heartbeatMs: 50 },
);
const app = Fastify();
app.get('/stream', async (request, reply) => {
  await hub.open(reply, 'channel-a', async () => ({ frames: [sseFrame('hello', { n: 1 })] }), {
    address: request.ip,
  });
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(async () => {
  await hub.close();
  await app.close();
});

/** Reads the raw stream until `until` matches or `ms` pass. */
async function readUntil(response: Response, until: RegExp, ms = 2000): Promise<string> {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (reader && Date.now() < deadline && !until.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader?.cancel();
  return text;
}

describe('SseHub', () => {
  it('writes the initial frames, then published frames, then heartbeats', async () => {
    const response = await fetch(`${url}/stream`);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await bus.publish('channel-a', sseFrame('news', { n: 2 }, 7));
    const text = await readUntil(response, /event: news[\s\S]*: heartbeat/);
    expect(text).toMatch(/^retry: 3000\n\nevent: hello\ndata: \{"n":1\}\n\n/);
    expect(text).toContain('id: 7\nevent: news\ndata: {"n":2}\n\n');
    expect(text).toContain(': heartbeat\n\n');
  });

  it('subscribes a channel once however many streams, and lets go when the last one closes', async () => {
    const subscriptions: string[] = [];
    const original = bus.subscribe.bind(bus);
    bus.subscribe = async (channel, handler) => {
      subscriptions.push(channel);
      return original(channel, handler);
    };
    await expect.poll(() => hub.openStreams).toBe(0);
    const before = 0;
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    await Promise.all(controllers.map((controller) => fetch(`${url}/stream`, { signal: controller.signal })));
    await expect.poll(() => hub.openStreams).toBe(before + 3);
    expect(subscriptions.filter((channel) => channel === 'channel-a')).toEqual(['channel-a']);
    for (const controller of controllers) controller.abort();
    await expect.poll(() => hub.openStreams).toBe(before);
    bus.subscribe = original;
  });
});

describe('SseHub caps', () => {
  it('counts a stream whose client left while its start failed once, so the cap per address holds', async () => {
    const capped = new SseHub(
      new MemoryBus(),
      { perAddress: 2, perChannel: 100, perAddressOnChannel: 100 },
      { heartbeatMs: 50 },
    );
    const server = Fastify();
    let failStart: (() => void) | undefined;
    let clientGone: (() => void) | undefined;
    // A start that fails only after the client has gone: a missing trip read slowly, say.
    server.get('/slow-missing', async (request, reply) => {
      const gone = new Promise<void>((done) => {
        clientGone = done;
      });
      request.raw.on('close', () => clientGone?.());
      await capped.open(
        reply,
        'channel-b',
        () =>
          new Promise((_, fail) => {
            failStart = () => fail(new Error('not found'));
          }),
        { address: 'one-address' },
      );
      await gone;
    });
    server.get('/stream', async (_request, reply) => {
      await capped.open(reply, 'channel-b', async () => ({ frames: [sseFrame('hello', { n: 1 })] }), {
        address: 'one-address',
      });
    });
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    // One stream of the address stays open all along.
    const held = new AbortController();
    expect((await fetch(`${base}/stream`, { signal: held.signal })).status).toBe(200);
    try {
      for (let round = 0; round < 3; round++) {
        const controller = new AbortController();
        const left = fetch(`${base}/slow-missing`, { signal: controller.signal }).catch(() => undefined);
        await expect.poll(() => failStart !== undefined && clientGone !== undefined).toBe(true);
        const closed = new Promise<void>((done) => {
          const previous = clientGone;
          clientGone = () => {
            previous?.();
            done();
          };
        });
        controller.abort();
        await left;
        await closed;
        failStart?.();
        failStart = undefined;
        clientGone = undefined;
        await expect.poll(() => capped.openStreams).toBe(1);
      }
      // Room for one more of this address, not three.
      const controllers = [new AbortController(), new AbortController(), new AbortController()];
      const statuses = await Promise.all(
        controllers.map((controller) =>
          fetch(`${base}/stream`, { signal: controller.signal }).then((r) => r.status),
        ),
      );
      expect(statuses.sort()).toEqual([200, 429, 429]);
      for (const controller of controllers) controller.abort();
    } finally {
      held.abort();
      await capped.close();
      await server.close();
    }
  });
});

describe('SseHub session checks', () => {
  it('leaves a stream still reading its start to the next check, then ends it with reauthorize', async () => {
    // Every admin's session has ended by the time of the checks.
    const hub = new SseHub(
      new MemoryBus(),
      { perAddress: 10, perChannel: 10, perAddressOnChannel: 10 },
      { heartbeatMs: 60_000, sessionCheckMs: 3_600_000, sessionsOf: async () => new Map() },
    );
    const server = Fastify();
    let release: (() => void) | undefined;
    const gate = new Promise<void>((done) => {
      release = done;
    });
    server.get('/monitor', async (request, reply) => {
      const session = { key: 'admin\n0', userId: 'admin', businessId: 'business', sessionVersion: 0 };
      const start = async () => {
        await gate;
        return { frames: [sseFrame('trips', { trips: [] })] };
      };
      await hub.open(reply, 'business-channel', start, { address: request.ip, session });
    });
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const opened = fetch(`${base}/monitor`);
      await expect.poll(() => hub.openStreams).toBe(1);
      // A check while the start is still being read: ending the stream now would answer an
      // implicit 200 with no event-stream headers and no picture.
      await hub.checkSessions();
      release?.();
      const response = await opened;
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const reading = readUntil(response, /event: reauthorize/);
      await expect.poll(() => hub.openStreams).toBe(1);
      await hub.checkSessions();
      const text = await reading;
      expect(text).toMatch(/^retry: 3000\n\nevent: trips\n[\s\S]*event: reauthorize\n/);
      await expect.poll(() => hub.openStreams).toBe(0);
    } finally {
      await hub.close();
      await server.close();
    }
  });
});

describe('SseHub heartbeats', () => {
  it('sends one only to a stream sent nothing for the interval, not to one its frames keep busy', async () => {
    // The heartbeats' time stands still but for the test's own steps; the checks run every 10 ms.
    let now = 0;
    const quietBus = new MemoryBus();
    const beating = new SseHub(
      quietBus,
      { perAddress: 10, perChannel: 10, perAddressOnChannel: 10 },
      { heartbeatMs: 50, now: () => now },
    );
    const server = Fastify();
    server.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
      await beating.open(reply, request.params.name, async () => ({ frames: [] }), { address: request.ip });
    });
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const idle = await fetch(`${base}/idle`);
      const busy = await fetch(`${base}/busy`);
      await expect.poll(() => beating.openStreams).toBe(2);
      // 100 ms on: the idle stream's heartbeat is due; the busy one is sent a frame at that moment.
      now = 100;
      void quietBus.publish('busy', sseFrame('news', { n: 1 }));
      expect(await readUntil(idle, /: heartbeat/)).toContain(': heartbeat');
      // The check that gave the idle stream its heartbeat passed the busy one by.
      void quietBus.publish('busy', sseFrame('news', { n: 2 }));
      const text = await readUntil(busy, /"n":2/);
      expect(text).toBe('retry: 3000\n\nevent: news\ndata: {"n":1}\n\nevent: news\ndata: {"n":2}\n\n');
    } finally {
      await beating.close();
      await server.close();
    }
  });
});

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

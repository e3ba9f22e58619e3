import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProcessRole } from '../config';
import { type Backend, ClusterProxy, PIN_HEADER, PROCESS_HEADER, trustedFront } from './proxy';

/**
 * A stand-in for one server process: healthy or not, it answers with what it received, and its
 * event stream writes a frame only when the test says so.
 */
async function standIn(name: string, role: ProcessRole) {
  const state = { healthy: true, seen: [] as IncomingHttpHeaders[], streams: [] as ServerResponse[] };
  const server: Server = createServer((request, response) => {
    if (request.url === '/api/health') {
      response.writeHead(state.healthy ? 200 : 503).end();
      return;
    }
    state.seen.push(request.headers);
    if (request.url?.endsWith('/stream')) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: trip\ndata: {}\n\n');
      state.streams.push(response);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const backend: Backend = { name, role, port, healthy: false };
  return { backend, state, close: () => new Promise((done) => server.close(done)) };
}

const web1 = await standIn('web-1', 'web');
const web2 = await standIn('web-2', 'web');
const stream1 = await standIn('stream-1', 'stream');
const proxy = new ClusterProxy([web1.backend, web2.backend, stream1.backend]);
const url = `http://127.0.0.1:${await proxy.listen(0, '127.0.0.1')}`;
await proxy.checkHealth();
afterAll(async () => {
  for (const stream of stream1.state.streams) stream.end();
  await proxy.close();
  await Promise.all([web1, stream1].map((process) => process.close()));
});

describe('the cluster proxy', () => {
  it('sends the rest to web processes in turn, each answer naming its process', async () => {
    const names = [];
    for (let turn = 0; turn < 4; turn++) {
      const response = await fetch(`${url}/api/trips/abc`);
      expect(await response.json()).toEqual({ name: response.headers.get(PROCESS_HEADER) });
      names.push(response.headers.get(PROCESS_HEADER));
    }
    expect(names.sort()).toEqual(['web-1', 'web-1', 'web-2', 'web-2']);
  });

  it('tells the process who asked, through which host and protocol', async () => {
    // Not told to trust its front: a client's own protocol and host claims are replaced.
    await fetch(`${url}/reports`, {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'spoofed.example',
      },
    });
    const headers = [...web1.state.seen, ...web2.state.seen].find((seen) =>
      seen['x-forwarded-for']?.includes('203.0.113.7'),
    );
    expect(headers).toMatchObject({
      'x-forwarded-for': '203.0.113.7, 127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(url).host,
      host: new URL(url).host,
    });
  });

  it('keeps the X-Forwarded chain of a front it is told to trust (TRUST_PROXY)', async () => {
    const trusting = new ClusterProxy([web1.backend], () => {}, trustedFront(1));
    const front = `http://127.0.0.1:${await trusting.listen(0, '127.0.0.1')}`;
    try {
      await fetch(`${front}/orders`, {
        headers: {
          'x-forwarded-for': '198.51.100.4',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'entregas.example.com',
        },
      });
      expect(web1.state.seen.find((seen) => seen['x-forwarded-for']?.includes('198.51.100.4'))).toMatchObject(
        {
          'x-forwarded-for': '198.51.100.4, 127.0.0.1',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'entregas.example.com',
        },
      );
      // Without the front's claims, the proxy says what it saw.
      await fetch(`${front}/orders`, { headers: { 'x-forwarded-for': '198.51.100.5' } });
      expect(web1.state.seen.find((seen) => seen['x-forwarded-for']?.includes('198.51.100.5'))).toMatchObject(
        {
          'x-forwarded-proto': 'http',
          'x-forwarded-host': new URL(front).host,
        },
      );
    } finally {
      await trusting.close();
    }
  });

  it('keeps a client on the processes it pins only when told to (tests), else round robin', async () => {
    const names = async (target: string, path: string) => {
      const seen = [];
      for (let turn = 0; turn < 4; turn++) {
        const response = await fetch(`${target}${path}`, { headers: { [PIN_HEADER]: 'web-2, stream-1' } });
        await response.body?.cancel();
        seen.push(response.headers.get(PROCESS_HEADER));
      }
      return seen;
    };
    expect((await names(url, '/api/trips/abc')).sort()).toEqual(['web-1', 'web-1', 'web-2', 'web-2']);
    const pinning = new ClusterProxy(
      [web1.backend, web2.backend, stream1.backend],
      () => {},
      () => false,
      true,
    );
    const pinned = `http://127.0.0.1:${await pinning.listen(0, '127.0.0.1')}`;
    try {
      expect(await names(pinned, '/api/trips/abc')).toEqual(['web-2', 'web-2', 'web-2', 'web-2']);
      expect(await names(pinned, '/api/trips/abc/stream')).toEqual([
        'stream-1',
        'stream-1',
        'stream-1',
        'stream-1',
      ]);
      // The pin is the proxy's business alone.
      expect(web2.state.seen.at(-1)?.[PIN_HEADER]).toBeUndefined();
    } finally {
      await pinning.close();
    }
  });

  it('trusts as its front only the addresses or networks TRUST_PROXY names', () => {
    const byAddress = trustedFront('10.0.0.0/8, 192.0.2.1, 2001:db8::/32');
    expect(byAddress('10.1.2.3')).toBe(true);
    expect(byAddress('::ffff:10.1.2.3')).toBe(true);
    expect(byAddress('192.0.2.1')).toBe(true);
    expect(byAddress('2001:db8::7')).toBe(true);
    expect(byAddress('127.0.0.1')).toBe(false);
    expect(byAddress('192.0.2.2')).toBe(false);
    expect(byAddress('')).toBe(false);
    expect(trustedFront(false)('10.1.2.3')).toBe(false);
    expect(trustedFront(2)('203.0.113.9')).toBe(true);
  });

  it('streams events to a stream process without buffering them', async () => {
    const response = await fetch(`${url}/api/trips/abc/stream`);
    expect(response.headers.get(PROCESS_HEADER)).toBe('stream-1');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('event: trip\ndata: {}\n\n');
    // The next frame reaches the client while the stream stays open.
    stream1.state.streams.at(-1)?.write('event: coordinates\ndata: {"n":1}\n\n');
    expect(decoder.decode((await reader.read()).value)).toBe('event: coordinates\ndata: {"n":1}\n\n');
    await reader.cancel();
    // The client left: the process's side of the stream closes too.
    await expect.poll(() => stream1.state.streams.at(-1)?.destroyed).toBe(true);
  });

  it('skips a process whose health fails, and answers 503 when a role has none', async () => {
    web2.state.healthy = false;
    stream1.state.healthy = false;
    await proxy.checkHealth();
    for (let turn = 0; turn < 3; turn++) {
      expect((await fetch(`${url}/api/trips/abc`)).headers.get(PROCESS_HEADER)).toBe('web-1');
    }
    const none = await fetch(`${url}/api/realtime?channel=x&auth=y`);
    expect(none.status).toBe(503);
    expect(none.headers.get(PROCESS_HEADER)).toBe('proxy');
    expect(await none.json()).toEqual({
      error: { code: 'service_unavailable', message: 'No stream process is up; try again shortly.' },
    });
    web2.state.healthy = true;
    stream1.state.healthy = true;
    await proxy.checkHealth();
  });

  it('sends a GET to the next process when the one it picked refuses the connection', async () => {
    await web2.close();
    const names = [];
    for (let turn = 0; turn < 3; turn++) {
      const response = await fetch(`${url}/api/trips/abc`);
      expect(response.status).toBe(200);
      names.push(response.headers.get(PROCESS_HEADER));
    }
    expect(names).toEqual(['web-1', 'web-1', 'web-1']);
    expect(web2.backend.healthy).toBe(false);
    expect((await fetch(`${url}/api/trips/abc/stream`)).headers.get(PROCESS_HEADER)).toBe('stream-1');
  });
});

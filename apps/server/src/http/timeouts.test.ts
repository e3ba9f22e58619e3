import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { bearer, businessWithTrip } from '../../test/factories';
import { openStream } from '../../test/sse-client';
import { businessChannel } from '../realtime/sse';

const timeouts = { requestMs: 1000, headersMs: 1000, idleMs: 500, keepAliveMs: 1000 };
const ctx = await createTestContext({ httpTimeouts: timeouts });
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = new URL(baseUrl);
/** Node checks request deadlines on a timer; the answer may come that much later. */
const SLACK_MS = 3_000; // room for a busy machine; the old server held such a body for the whole 6 s

/**
 * Sends `head`, then one byte of `trickle` every 100 ms, until the server closes the socket or
 * the bytes run out. Resolves with what the server sent and how long the socket stayed open.
 */
function trickle(head: string, bytes: string) {
  return new Promise<{ response: string; openMs: number; closedByServer: boolean }>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    const started = performance.now();
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ response, openMs: performance.now() - started, closedByServer });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      response += chunk;
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent === bytes.length) return finish(false);
        socket.write(bytes[sent++] as string);
      }, 100);
    });
  });
}

const slowBody = (size: number) =>
  trickle(
    `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    'x'.repeat(size),
  );

describe('slow clients', () => {
  it('answers 408 and closes a body trickled in slower than the request timeout', async () => {
    // 60 bytes at 10 a second would take 6 s: far beyond the 1 s allowed.
    const { response, openMs, closedByServer } = await slowBody(60);
    expect(closedByServer).toBe(true);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'request_timeout', message: expect.stringContaining('took too long') },
    });
    expect(openMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(openMs).toBeLessThan(timeouts.requestMs + SLACK_MS);
  });

  it('closes a connection whose headers never end', async () => {
    const { response, openMs, closedByServer } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz',
    );
    expect(closedByServer).toBe(true);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(openMs).toBeLessThan(timeouts.headersMs + SLACK_MS);
  });

  it('keeps event streams open past every timeout and still delivers later events', async () => {
    const { admin: session, courier, trip } = await businessWithTrip(ctx.app);
    const tripStream = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`);
    expect((await tripStream.next()).event).toBe('trip');
    const channel = businessChannel(session.business_id);
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/pusher/portal_auth',
      headers: bearer(session),
      payload: { channel_name: channel },
    });
    const businessStream = await openStream(
      `${baseUrl}/api/realtime?channel=${channel}&auth=${encodeURIComponent(token.json().auth)}`,
    );
    expect((await businessStream.next()).event).toBe('trips');
    expect((await businessStream.next()).event).toBe('couriers');

    // A slow request timed out on the same server: both streams have now sat quiet for longer
    // than the request and idle timeouts.
    const opened = performance.now();
    expect((await slowBody(60)).response).toMatch(/^HTTP\/1\.1 408 /);
    expect(performance.now() - opened).toBeGreaterThan(Math.max(timeouts.requestMs, timeouts.idleMs));

    const t = ctx.clock.seconds();
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.generated_trip_id}/coordinates`,
      headers: bearer(courier),
      payload: { points: [{ lat: 19.4, lng: -99.1, timestamp: t }] },
    });
    expect(posted.statusCode).toBe(200);
    expect((await tripStream.next()).event).toBe('coordinates');
    expect((await businessStream.next()).event).toBe('coordinates');
    tripStream.close();
    businessStream.close();
  });
});

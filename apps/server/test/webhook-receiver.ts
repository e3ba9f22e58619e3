import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the whole body had arrived. */
  receivedAt: number;
}

/**
 * A store's webhook receiver on loopback: keeps every request and answers with `status` (a number,
 * or a function of how many it has had), after `delayMs` when set (a slow receiver; a number, or a
 * function of how many it has had).
 */
export async function startWebhookReceiver(
  options: {
    status?: number | ((count: number) => number);
    delayMs?: number | ((count: number) => number);
  } = {},
) {
  const received: ReceivedWebhook[] = [];
  let answered = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.now(),
      });
      const status =
        typeof options.status === 'function' ? options.status(received.length) : (options.status ?? 200);
      const answer = () => {
        answered += 1;
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end('ok');
      };
      const delay =
        typeof options.delayMs === 'function' ? options.delayMs(received.length) : options.delayMs;
      if (delay) setTimeout(answer, delay);
      else answer();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rutaviva`,
    port,
    received,
    /** How many requests it has answered so far (a slow one answers late). */
    answered: () => answered,
    events: () =>
      received.map(
        (request) => JSON.parse(request.body) as { id: string; type: string; data: Record<string, unknown> },
      ),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/**
 * The verification docs/webhooks.md gives receivers, word for word: the signature of
 * `${timestamp}.${body}`, compared in constant time, within 5 minutes of the receiver's clock.
 */
export function verifyRutaVivaWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(headers['rutaviva-timestamp']);
  const signature = String(headers['rutaviva-signature'] ?? '');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 5 * 60) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

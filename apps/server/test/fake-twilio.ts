import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface TwilioReply {
  status: number;
  body: unknown;
}

/**
 * A stand-in for Twilio's REST API on loopback: it keeps every request and answers with
 * `reply`, which a test swaps to make Twilio fail and recover.
 */
export async function startFakeTwilio() {
  const requests: TwilioRequest[] = [];
  let count = 0;
  const accepted = (request: TwilioRequest): TwilioReply => ({
    status: 201,
    body: { sid: `SM${String(++count).padStart(32, '0')}`, status: 'queued', to: request.form.To },
  });
  const state = { reply: accepted };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: TwilioRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(request);
      const reply = state.reply(request);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests addressed to `to` (with or without the whatsapp: prefix). */
    requestsTo: (to: string) =>
      requests.filter((request) => request.form.To?.replace(/^whatsapp:/, '') === to),
    /** Answers every following request with `reply`; `accept()` restores success. */
    fail: (reply: TwilioReply) => {
      state.reply = () => reply;
    },
    accept: () => {
      state.reply = accepted;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A form-encoded request as a provider's API receives it (Twilio's and Stripe's both are). */
export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
  /** The body as sent, for APIs that take JSON (PayPal's). */
  raw: string;
}

export interface StandInReply {
  status: number;
  body: unknown;
  /** Headers of the answer, e.g. a redirect's location; JSON's content type otherwise. */
  headers?: Record<string, string>;
}

/** What `answer` returns for a provider that takes the request and never answers (a timeout). */
export const NO_ANSWER = 'no-answer';

/**
 * A provider's API on loopback for tests: it keeps every request, in order, and answers each as
 * `answer` says, in JSON, or never (NO_ANSWER). Twilio's and Stripe's stand-ins are this with
 * their own answers.
 */
export async function startStandInServer(
  answer: (request: StandInRequest) => StandInReply | typeof NO_ANSWER,
) {
  const requests: StandInRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: StandInRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
        raw,
      };
      requests.push(request);
      const reply = answer(request);
      if (reply === NO_ANSWER) return;
      res.writeHead(reply.status, reply.headers ?? { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

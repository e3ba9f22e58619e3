import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A Sentry-compatible server on loopback for the browser tests, which never reach the internet:
 * it takes envelopes (`POST /api/<project>/envelope/`, Sentry's ingest route) and keeps each
 * one's items, so a test can read what the browser sent, and the raw text of every request, so it
 * can check what was never sent. It also serves the chat widget stand-in's script.
 */

export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface RecordedEnvelope {
  project: string;
  /** The query string: Sentry's public key and version. */
  query: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole body as sent, for checks that something never appears in it. */
  raw: string;
}

export interface ReportingStandIn {
  /** A DSN pointing here: http://<key>@127.0.0.1:<port>/<project>. */
  dsn: string;
  origin: string;
  envelopes: RecordedEnvelope[];
  /** Every path requested, envelopes and scripts alike. */
  requests: string[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** An envelope: a header line, then for each item a header line and a payload line. */
function parseEnvelope(text: string): Pick<RecordedEnvelope, 'header' | 'items'> {
  const lines = text.split('\n').filter((line) => line.length > 0);
  const header = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const itemHeader = JSON.parse(lines[index] ?? '{}') as { type?: string };
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown>;
    } catch {
      // An attachment is not JSON; nothing of ours sends one.
    }
    items.push({ type: itemHeader.type ?? 'unknown', payload });
  }
  return { header, items };
}

export async function startReportingStandIn(options: { script?: string } = {}): Promise<ReportingStandIn> {
  const envelopes: RecordedEnvelope[] = [];
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const envelope = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
    if (request.method === 'POST' && envelope) {
      const body = await readBody(request);
      const raw = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      envelopes.push({ project: envelope[1] ?? '', query: url.search, raw, ...parseEnvelope(raw) });
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }
    if (request.method === 'GET' && url.pathname === '/widget.js' && options.script) {
      return response
        .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
        .end(options.script);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://e2epublickey@127.0.0.1:${port}/42`,
    origin,
    envelopes,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

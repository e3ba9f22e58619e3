import http from 'node:http';
import type { Point, Trip } from './seed';

export interface HttpResult {
  status: number;
  body: string;
}

export interface RequestOptions {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** JSON text. */
  body?: string;
  agent?: http.Agent;
  timeoutMs?: number;
}

/** One HTTP request to 127.0.0.1 with node:http; resolves with the whole body. */
export function request(options: RequestOptions): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(options.body));
    }
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error(`${options.path}: timed out`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface SseStream {
  close(): void;
}

/**
 * Opens a text/event-stream with node:http on its own connection and calls `onFrame` with each
 * complete frame (without its blank line) and the time its last byte arrived. Resolves once the
 * first `event:` frame (the initial state) has arrived.
 */
export function openSse(
  port: number,
  path: string,
  onFrame: (frame: string, at: number) => void,
  timeoutMs = 20_000,
  /** Called once when an opened stream ends, by the server or by close(). */
  onEnd?: () => void,
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = http.get(
      { host: '127.0.0.1', port, path, agent: false, headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          settled = true;
          res.resume();
          reject(new Error(`${path}: status ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!settled && frame.includes('event: ')) {
              settled = true;
              clearTimeout(timer);
              resolve({ close: () => req.destroy() });
            }
            onFrame(frame, at);
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => {});
        res.once('close', () => onEnd?.());
      },
    );
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      req.destroy();
      reject(new Error(`${path}: no initial frame within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The product's ingest: POST /api/trips/{generated_trip_id}/coordinates with the courier's token. */
export async function postCoordinates(
  port: number,
  agent: http.Agent,
  trip: Trip,
  points: Point[],
): Promise<void> {
  const response = await request({
    port,
    agent,
    method: 'POST',
    path: `/api/trips/${trip.generatedId}/coordinates`,
    headers: { authorization: `Bearer ${trip.courier.token}` },
    body: JSON.stringify({ points }),
  });
  if (response.status !== 200)
    throw new Error(`POST coordinates: ${response.status} ${response.body.slice(0, 200)}`);
}

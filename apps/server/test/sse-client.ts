import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  event: string;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the server sent
  data: any;
}

/**
 * Reads a text/event-stream over real HTTP and hands out events one at a time, so a test can
 * await "the next event" with a deadline.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: ((event: SseEvent | null) => void)[] = [];
  let ended = false;

  const deliver = (event: SseEvent | null) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else if (event) queue.push(event);
  };

  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event: Partial<SseEvent> & { lines: string[] } = { lines: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) event.lines.push(line.slice(6));
          }
          if (event.event)
            deliver({ event: event.event, id: event.id, data: JSON.parse(event.lines.join('\n')) });
          split = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      while (waiters.length > 0) waiters.shift()?.(null);
    }
  };
  void pump();

  return {
    status: response.status,
    headers: response.headers,
    /** The next event; fails when the stream ends first or nothing comes within `timeoutMs`. */
    async next(timeoutMs = 5000): Promise<SseEvent> {
      const event = await this.nextOrEnd(timeoutMs);
      if (!event) throw new Error('the stream ended');
      return event;
    },
    /** The next event, or null when the stream ends first. */
    nextOrEnd(timeoutMs = 5000): Promise<SseEvent | null> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * Opens the admin's business stream (the monitor's) the way the web app does: a channel token
 * from /pusher/portal_auth, then /api/realtime with it.
 */
export async function openBusinessStream(
  app: FastifyInstance,
  baseUrl: string,
  admin: { jwt_token: string; business_id: string },
  headers: Record<string, string> = {},
) {
  const channel = `private-my-channel-${admin.business_id}`;
  const auth = await app.inject({
    method: 'POST',
    url: '/pusher/portal_auth',
    headers: { authorization: `Bearer ${admin.jwt_token}` },
    payload: { channel_name: channel },
  });
  return await openStream(`${baseUrl}/api/realtime?channel=${channel}&auth=${auth.json().auth}`, headers);
}

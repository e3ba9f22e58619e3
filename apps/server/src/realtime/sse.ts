import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { EventBus } from './bus';

/** One Server-Sent Events frame. Frames are built once by the publisher and written as they are. */
export function sseFrame(event: string, data: unknown, id?: string | number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

interface Stream {
  raw: ServerResponse;
  /** Frames that arrived while the initial state was being read, written right after it. */
  pending: string[] | null;
  /** Frames whose numeric id is at most this were already covered by the initial state. */
  coveredUpTo: number;
  closeOnEvent?: string;
}

interface Channel {
  streams: Set<Stream>;
  unsubscribe: Promise<() => Promise<void>>;
}

export interface StreamStart {
  frames: string[];
  coveredUpTo?: number;
  /** Close right after the initial frames (e.g. the trip already ended). */
  done?: boolean;
}

const ID_LINE = /^id: (\d+)\n/;

/**
 * Holds this process's open event streams. Each channel is subscribed on the bus once; a frame
 * from the bus is written to every local stream of its channel. A comment line every
 * `heartbeatMs` keeps proxies from closing idle streams.
 */
export class SseHub {
  private readonly channels = new Map<string, Channel>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly bus: EventBus,
    heartbeatMs = 25_000,
  ) {
    this.timer = setInterval(() => this.heartbeat(), heartbeatMs);
    this.timer.unref();
  }

  get openStreams(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.streams.size;
    return count;
  }

  /**
   * Takes over the reply and streams `channel`: first what `start` returns (the current state),
   * then every frame published on the channel. Subscribing happens before the state is read, so
   * nothing published in between is lost.
   */
  async open(
    reply: FastifyReply,
    channel: string,
    start: () => Promise<StreamStart>,
    options: { closeOnEvent?: string } = {},
  ): Promise<void> {
    reply.hijack();
    const raw = reply.raw;
    // A stream is quiet between events; its heartbeats, not the server's idle limit, keep it honest.
    raw.setTimeout(0);
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    const stream: Stream = { raw, pending: [], coveredUpTo: -1, closeOnEvent: options.closeOnEvent };
    raw.on('close', () => this.remove(channel, stream));
    this.add(channel, stream);
    try {
      await this.channels.get(channel)?.unsubscribe;
      const initial = await start();
      if (raw.destroyed) return;
      stream.coveredUpTo = initial.coveredUpTo ?? -1;
      for (const frame of initial.frames) raw.write(frame);
      const pending = stream.pending ?? [];
      stream.pending = null;
      if (initial.done) {
        raw.end();
        return;
      }
      for (const frame of pending) this.write(stream, frame);
    } catch (error) {
      raw.end(sseFrame('error', { code: 'internal_error' }));
      throw error;
    }
  }

  /** Ends every stream (server shutdown); clients reconnect to another process. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const channels = [...this.channels.values()];
    this.channels.clear();
    for (const channel of channels) {
      for (const stream of channel.streams) stream.raw.end();
      await (await channel.unsubscribe)();
    }
  }

  private add(name: string, stream: Stream) {
    const existing = this.channels.get(name);
    if (existing) {
      existing.streams.add(stream);
      return;
    }
    const channel: Channel = {
      streams: new Set([stream]),
      unsubscribe: this.bus.subscribe(name, (frame) => {
        for (const each of channel.streams) this.write(each, frame);
      }),
    };
    this.channels.set(name, channel);
  }

  private remove(name: string, stream: Stream) {
    const channel = this.channels.get(name);
    if (!channel?.streams.delete(stream) || channel.streams.size > 0) return;
    this.channels.delete(name);
    void channel.unsubscribe.then((unsubscribe) => unsubscribe());
  }

  private write(stream: Stream, frame: string) {
    if (stream.pending) {
      stream.pending.push(frame);
      return;
    }
    if (stream.coveredUpTo >= 0) {
      const id = ID_LINE.exec(frame)?.[1];
      if (id !== undefined && Number(id) <= stream.coveredUpTo && frame.includes('event: coordinates\n'))
        return;
    }
    stream.raw.write(frame);
    if (stream.closeOnEvent && frame.includes(`event: ${stream.closeOnEvent}\n`)) stream.raw.end();
  }

  private heartbeat() {
    for (const channel of this.channels.values()) {
      for (const stream of channel.streams) if (!stream.pending) stream.raw.write(': heartbeat\n\n');
    }
  }
}

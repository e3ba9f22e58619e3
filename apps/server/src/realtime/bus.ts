import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type BusHandler = (message: string) => void;

/**
 * Carries realtime events between server processes. Messages are JSON strings, serialised once
 * by the publisher. Each process subscribes once per channel, however many streams it holds.
 */
export interface EventBus {
  publish(channel: string, message: string): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process: an EventEmitter. */
export class MemoryBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: string): Promise<void> {
    this.emitter.emit(channel, message);
  }

  async subscribe(channel: string, handler: BusHandler) {
    this.emitter.on(channel, handler);
    return async () => {
      this.emitter.off(channel, handler);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Many processes: Redis pub/sub, one subscriber connection per process. */
export class RedisBus implements EventBus {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix = '',
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.handlers.get(channel.slice(this.prefix.length)) ?? []) handler(message);
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, handler: BusHandler) {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscriber.subscribe(this.prefix + channel);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      await this.subscriber.unsubscribe(this.prefix + channel);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.subscriber.disconnect();
  }
}

import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { redisIsReady } from '../lib/redis';

export type BusHandler = (message: string) => void;

/**
 * Carries realtime events between server processes. Messages are JSON strings, serialised once
 * by the publisher. Each process subscribes once per channel, however many streams it holds.
 */
export interface EventBus {
  /** Never rejects: an event that cannot cross processes still reaches this process. */
  publish(channel: string, message: string): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /**
   * Called after events may have been missed (Redis was away and is back, here or in another
   * process), so streams can catch up from the database.
   */
  onRecovered(listener: () => void): void;
  /** 'off' without Redis, else whether this process reaches it. */
  redisState(): 'off' | 'up' | 'down';
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

  onRecovered(_listener: () => void): void {}

  redisState() {
    return 'off' as const;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Told to every process when one of them published only locally while Redis was away. */
const RESYNC_CHANNEL = 'bus:resync';

/**
 * Many processes: Redis pub/sub, one subscriber connection per process. Redis is an
 * accelerator: while it is away, events still reach this process's own streams, and when it
 * returns every process is told to catch its streams up from the database.
 */
export class RedisBus implements EventBus {
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private readonly recoveredListeners = new Set<() => void>();
  /** Something was delivered only here: other processes must catch up once Redis is back. */
  private missedOthers = false;
  private subscriberWasReady = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix = '',
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      const name = channel.slice(this.prefix.length);
      if (name === RESYNC_CHANNEL) return this.recovered();
      this.deliver(name, message);
    });
    subscriber.on('ready', () => void this.resubscribe());
    subscriber.on('close', () => {
      this.subscriberWasReady = false;
    });
    publisher.on('ready', () => {
      if (!this.missedOthers) return;
      this.missedOthers = false;
      this.publisher.publish(this.prefix + RESYNC_CHANNEL, '1').catch(() => {
        this.missedOthers = true;
      });
    });
    if (redisIsReady(subscriber)) void this.resubscribe();
  }

  async publish(channel: string, message: string): Promise<void> {
    if (redisIsReady(this.publisher)) {
      try {
        await this.publisher.publish(this.prefix + channel, message);
        return;
      } catch {
        // Fall through: deliver here, and let the others catch up later.
      }
    }
    this.missedOthers = true;
    this.deliver(channel, message);
  }

  async subscribe(channel: string, handler: BusHandler) {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      // Refused while Redis is away: resubscribe() subscribes every channel once it is back.
      await this.subscriber.subscribe(this.prefix + channel).catch(() => {});
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      await this.subscriber.unsubscribe(this.prefix + channel).catch(() => {});
    };
  }

  onRecovered(listener: () => void): void {
    this.recoveredListeners.add(listener);
  }

  redisState() {
    return redisIsReady(this.publisher) && redisIsReady(this.subscriber)
      ? ('up' as const)
      : ('down' as const);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.recoveredListeners.clear();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }

  private deliver(channel: string, message: string) {
    for (const handler of this.handlers.get(channel) ?? []) handler(message);
  }

  /** After a (re)connection: subscribe everything held, then let streams catch up. */
  private async resubscribe() {
    const channels = [...this.handlers.keys(), RESYNC_CHANNEL].map((name) => this.prefix + name);
    try {
      await this.subscriber.subscribe(...channels);
    } catch {
      return; // Away again: the next 'ready' tries once more.
    }
    const reconnected = !this.subscriberWasReady;
    this.subscriberWasReady = true;
    if (reconnected) this.recovered();
  }

  private recovered() {
    for (const listener of this.recoveredListeners) listener();
  }
}

import type { Clock } from './clock';

/**
 * Session versions read through a short-lived cache. A courier's phone sends its token with
 * every batch of positions; reading the version once per courier per `ttlMs` keeps ingest free
 * of an extra query per request. `forget` drops an entry at once when this process raises a
 * version; other processes see the change within `ttlMs` (decision 0013).
 */
export class CachedVersions {
  private readonly entries = new Map<string, { version: number | undefined; readAt: number }>();
  /** Raised by every `forget`: a read that was under way meanwhile may be stale and is not kept. */
  private epoch = 0;

  constructor(
    private readonly read: (id: string) => Promise<number | undefined>,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(id: string): Promise<number | undefined> {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(id);
    if (cached && now - cached.readAt < this.ttlMs) return cached.version;
    const epoch = this.epoch;
    const version = await this.read(id);
    if (epoch !== this.epoch) return version;
    if (this.entries.size >= this.maxEntries && !cached) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(id, { version, readAt: now });
    return version;
  }

  forget(id: string): void {
    this.epoch++;
    this.entries.delete(id);
  }
}

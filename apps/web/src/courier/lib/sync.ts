import type { TripPoint } from '@rutaviva/domain';
import { ApiError, courierApi } from './api';
import { nextSend, type Outcome, outcomeOf, type Send } from './outbox-plan';
import type { OutboxStore } from './outbox-store';

/** The calls the queue makes; each throws a ApiError when it fails. */
export interface SyncApi {
  sendPoints(trip: string, points: TripPoint[]): Promise<unknown>;
  arrive(trip: string): Promise<unknown>;
  end(trip: string, notes?: string): Promise<unknown>;
}

/** empty: all sent; offline: the server could not be reached; retry: it answered with trouble. */
export type FlushResult = 'empty' | 'offline' | 'retry' | 'signed_out';

const HEAD_SIZE = 500;

async function call(api: SyncApi, send: Send): Promise<void> {
  if (send.kind === 'points') {
    await api.sendPoints(
      send.trip,
      send.items.map((item) => item.point),
    );
    return;
  }
  const { item } = send;
  if (item.kind === 'arrival') await api.arrive(item.trip);
  else if (item.kind === 'end') await api.end(item.trip, item.notes);
}

async function settle(store: OutboxStore, send: Send, outcome: Outcome, failure: unknown): Promise<void> {
  const trip = send.kind === 'points' ? send.trip : send.item.trip;
  const ids = send.kind === 'points' ? send.items.map((item) => item.id) : [send.item.id];
  switch (outcome) {
    case 'drop_batch':
      console.error('The server refused queued courier data; it is dropped.', send, failure);
      await store.remove(ids);
      return;
    case 'drop_trip_points':
      await store.removeTrip(trip, 'point');
      return;
    case 'drop_trip':
      console.error('Queued courier data for an unknown trip is dropped.', trip, failure);
      await store.removeTrip(trip);
      return;
    default:
      await store.remove(ids);
  }
}

/**
 * Sends the queue from its head, in order, until it is empty or a request must wait. An item
 * leaves the queue only once the server has answered for it, so a reload or a lost response
 * resends it: safe, as the server skips a point whose timestamp it already stored.
 */
export async function flushOutbox(
  store: OutboxStore,
  api: SyncApi,
  onProgress?: (settled: Send, outcome: Outcome) => void,
): Promise<FlushResult> {
  for (;;) {
    const send = nextSend(await store.head(HEAD_SIZE));
    if (!send) return 'empty';
    let failure: { status: number } | null = null;
    try {
      await call(api, send);
    } catch (error) {
      failure = error instanceof ApiError ? error : { status: 0 };
    }
    const outcome = outcomeOf(send.kind, failure);
    if (outcome === 'retry') return failure?.status === 0 ? 'offline' : 'retry';
    if (outcome === 'signed_out') return outcome;
    await settle(store, send, outcome, failure);
    onProgress?.(send, outcome);
  }
}

const OUTBOX_LOCK = 'rutaviva-courier-outbox';

export interface SenderHooks {
  /** A flush with something queued begins. */
  sending(): void;
  settled(send: Send, outcome: Outcome): void;
  /** It is over: `result` is null when it failed unexpectedly (the queue is kept). */
  done(result: FlushResult | null): Promise<void>;
}

/**
 * Sends the queue, one flush at a time: a flush asked for while one runs happens right after it,
 * and two tabs of the app never send the same head of the queue at once (Web Locks).
 */
export class OutboxSender {
  private flushing: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly store: () => OutboxStore | null,
    private readonly hooks: SenderHooks,
  ) {}

  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = this.send().finally(() => {
      this.flushing = null;
      if (this.again) {
        this.again = false;
        void this.flush();
      }
    });
    return this.flushing;
  }

  private async send(): Promise<void> {
    const store = this.store();
    if (!store || !navigator.onLine) return;
    if ((await store.counts()).total === 0) return;
    this.hooks.sending();
    let result: FlushResult | null = null;
    try {
      const run = () => flushOutbox(store, courierApi, this.hooks.settled);
      result = navigator.locks ? await navigator.locks.request(OUTBOX_LOCK, run) : await run();
    } catch (error) {
      console.error('Sending the courier queue failed; it is kept for later.', error);
    }
    await this.hooks.done(result);
  }
}

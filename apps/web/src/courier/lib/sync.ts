import { MAX_POINTS_PER_BATCH, type TripPoint } from '@rutaviva/domain';
import { ApiError } from './api';
import type { OutboxStore } from './outbox-store';
import { learningSyncApi } from './trip-extras';

/** What waits to be sent, in the order it happened. `trip` is the trip's generated_trip_id. */
export type OutboxEntry =
  | { kind: 'point'; trip: string; point: TripPoint }
  | { kind: 'arrival'; trip: string }
  | { kind: 'end'; trip: string; notes?: string; recipient_name?: string }
  /** Issue 15: the proof-of-delivery photo, already resized, sent after the stop it belongs to. */
  | { kind: 'photo'; trip: string; photo: Blob; taken_at: number; recipient_name?: string };

export type OutboxItem = OutboxEntry & { id: number };

export type PointItem = Extract<OutboxItem, { kind: 'point' }>;
export type ActionItem = Exclude<OutboxItem, PointItem>;

export type Send =
  | { kind: 'points'; trip: string; items: PointItem[] }
  | { kind: 'action'; item: ActionItem };

/**
 * The next request to make from the head of the queue: the points of one trip up to its next
 * action (at most one API batch), or that action alone, so the server sees each trip's points
 * and actions in order. Several open trips share one queue, each fix adding a point to each:
 * the batch skips the other trips' items, whose own order is kept for their turn.
 */
export function nextSend(items: readonly OutboxItem[], maxPoints = MAX_POINTS_PER_BATCH): Send | null {
  const first = items[0];
  if (!first) return null;
  if (first.kind !== 'point') return { kind: 'action', item: first };
  const batch: PointItem[] = [];
  for (const item of items) {
    if (item.trip !== first.trip) continue;
    if (item.kind !== 'point' || batch.length >= maxPoints) break;
    batch.push(item);
  }
  return { kind: 'points', trip: first.trip, items: batch };
}

/**
 * What to do with a sent request's items:
 * - sent: remove them (only after a 2xx, or a 409 meaning the action already happened);
 * - drop_batch: the server will never take them (400): remove them and log;
 * - drop_trip_points: the trip ended (409 on points): remove every queued point of that trip;
 * - drop_trip: no such trip (404): remove everything queued for it;
 * - retry: offline, server trouble or rate limited: keep them and try later;
 * - signed_out: 401, keep them for when the courier signs in again.
 */
export type Outcome = 'sent' | 'drop_batch' | 'drop_trip_points' | 'drop_trip' | 'retry' | 'signed_out';

export function outcomeOf(send: Send['kind'], failure: { status: number } | null): Outcome {
  if (!failure) return 'sent';
  const { status } = failure;
  if (status === 401) return 'signed_out';
  if (status === 0 || status === 403 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 404) return 'drop_trip';
  if (status === 409) return send === 'points' ? 'drop_trip_points' : 'sent';
  return 'drop_batch';
}

/** The calls the queue makes; each throws a ApiError when it fails. */
export interface SyncApi {
  sendPoints(trip: string, points: TripPoint[]): Promise<unknown>;
  arrive(trip: string): Promise<unknown>;
  end(trip: string, notes?: string, recipientName?: string): Promise<unknown>;
  sendPhoto(trip: string, photo: Blob, takenAt: number, recipientName?: string): Promise<unknown>;
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
  else if (item.kind === 'end') await api.end(item.trip, item.notes, item.recipient_name);
  else if (item.kind === 'photo')
    await api.sendPhoto(item.trip, item.photo, item.taken_at, item.recipient_name);
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
    // A 409 on a stop means it already happened; on a photo it means too late: never stored.
    const refusedPhoto = send.kind === 'action' && send.item.kind === 'photo' && failure?.status === 409;
    const outcome = refusedPhoto ? 'drop_batch' : outcomeOf(send.kind, failure);
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
      const run = () => flushOutbox(store, learningSyncApi, this.hooks.settled);
      result = navigator.locks ? await navigator.locks.request(OUTBOX_LOCK, run) : await run();
    } catch (error) {
      console.error('Sending the courier queue failed; it is kept for later.', error);
    }
    await this.hooks.done(result);
  }
}

import { MAX_POINTS_PER_BATCH, type TripPoint } from '@rutaviva/domain';

/** What waits to be sent, in the order it happened. `trip` is the trip's generated_trip_id. */
export type OutboxEntry =
  | { kind: 'point'; trip: string; point: TripPoint }
  | { kind: 'arrival'; trip: string }
  | { kind: 'end'; trip: string; notes?: string };

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

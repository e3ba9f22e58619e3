import { describe, expect, it } from 'vitest';
import { nextSend, type OutboxItem, outcomeOf } from './outbox-plan';

let nextId = 1;
const point = (trip: string, timestamp: number): OutboxItem => ({
  id: nextId++,
  kind: 'point',
  trip,
  point: { lat: 19.4, lng: -99.1, timestamp },
});
const action = (trip: string, kind: 'arrival' | 'end'): OutboxItem => ({ id: nextId++, kind, trip });

describe('nextSend', () => {
  it('has nothing to send for an empty queue', () => {
    expect(nextSend([])).toBeNull();
  });

  it('sends the points before an action, then the action alone', () => {
    const queue = [point('a', 1), point('a', 2), action('a', 'arrival'), point('a', 3)];
    const first = nextSend(queue);
    expect(first).toEqual({ kind: 'points', trip: 'a', items: queue.slice(0, 2) });
    expect(nextSend(queue.slice(2))).toEqual({ kind: 'action', item: queue[2] });
  });

  it('never mixes the points of two trips in one batch', () => {
    const queue = [point('a', 1), point('b', 2)];
    expect(nextSend(queue)).toEqual({ kind: 'points', trip: 'a', items: [queue[0]] });
  });

  it('batches the points of one of several open trips past the others, up to its own action', () => {
    const queue = [
      point('a', 1),
      point('b', 1),
      point('a', 2),
      action('b', 'arrival'),
      point('b', 2),
      point('a', 3),
      action('a', 'end'),
      point('a', 4),
    ];
    expect(nextSend(queue)).toEqual({
      kind: 'points',
      trip: 'a',
      items: [queue[0], queue[2], queue[5]],
    });
    const rest = [queue[1], queue[3], queue[4], queue[6], queue[7]] as OutboxItem[];
    expect(nextSend(rest)).toEqual({ kind: 'points', trip: 'b', items: [queue[1]] });
  });

  it('caps a batch at the API limit', () => {
    const queue = Array.from({ length: 7 }, (_, index) => point('a', index + 1));
    const send = nextSend(queue, 5);
    expect(send?.kind === 'points' && send.items.map((item) => item.id)).toEqual(
      queue.slice(0, 5).map((item) => item.id),
    );
  });
});

describe('outcomeOf', () => {
  it('removes items only after success', () => {
    expect(outcomeOf('points', null)).toBe('sent');
  });

  it('keeps items when offline, rate limited or the server fails', () => {
    for (const status of [0, 429, 500, 503]) expect(outcomeOf('points', { status })).toBe('retry');
  });

  it('drops the queued points of a trip that ended (409)', () => {
    expect(outcomeOf('points', { status: 409 })).toBe('drop_trip_points');
  });

  it('treats a 409 on arrival or end as already done', () => {
    expect(outcomeOf('action', { status: 409 })).toBe('sent');
  });

  it('drops a batch the server refuses as invalid, and everything of an unknown trip', () => {
    expect(outcomeOf('points', { status: 400 })).toBe('drop_batch');
    expect(outcomeOf('action', { status: 404 })).toBe('drop_trip');
  });

  it('keeps everything when the session ended', () => {
    expect(outcomeOf('points', { status: 401 })).toBe('signed_out');
  });
});

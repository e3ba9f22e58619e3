import { describe, expect, it } from 'vitest';
import { TripMarks, type TripState } from './trip-marks';

const state = (generatedTripId: string, points: number, flags: Partial<TripState> = {}): TripState => ({
  generatedTripId,
  points,
  arrived: false,
  ended: false,
  ...flags,
});
const coordinates = (trip: string, id: number, points: number) => ({
  event: 'coordinates',
  id,
  points,
  trip,
});

describe('TripMarks.behind (the poll while Redis is away)', () => {
  it('asks for what a followed trip lacks: points, its arrival, its end, and nothing when it has all', () => {
    const marks = new TripMarks();
    marks.reset([{ generatedTripId: 'g1', points: 2, arrived: false }]);
    expect(marks.behind(state('g1', 2))).toBeUndefined();
    expect(marks.behind(state('g1', 3))).toBe('after');
    expect(marks.behind(state('g1', 2, { arrived: true }))).toBe('after');
    expect(marks.behind(state('g1', 2, { ended: true }))).toBe('after');
  });

  it('asks for the start of a live trip it never heard of, or heard only the points of', () => {
    const marks = new TripMarks();
    marks.reset([]);
    expect(marks.behind(state('g2', 0))).toBe('start');
    expect(marks.behind(state('g2', 3, { ended: true }))).toBeUndefined();
    // Points of g3 came live without its start: the monitor has no trip to put them on.
    expect(marks.take(coordinates('g3', 2, 2))).toBe('write');
    expect(marks.behind(state('g3', 2))).toBe('start');
    // Its start then goes, and its points again from the first.
    expect(marks.take({ event: 'trip_started', id: 0, points: 0, trip: 'g3' })).toBe('write');
    expect(marks.take(coordinates('g3', 2, 2))).toBe('write');
    expect(marks.behind(state('g3', 2))).toBeUndefined();
  });

  it('asks nothing of a trip it saw end', () => {
    const marks = new TripMarks();
    marks.reset([{ generatedTripId: 'g1', points: 2, arrived: false }]);
    expect(marks.take({ event: 'ended', id: 2, points: 0, trip: 'g1' })).toBe('write');
    expect(marks.behind(state('g1', 2, { ended: true }))).toBeUndefined();
    expect(marks.behind(state('g1', 2))).toBeUndefined();
  });
});

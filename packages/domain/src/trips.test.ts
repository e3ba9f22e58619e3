import { describe, expect, it } from 'vitest';
import { greatCircleKm, routeDistanceKm } from './geo';
import {
  isArrived,
  isFinished,
  missingTimeLabels,
  orderedPoints,
  type TripTimes,
  tripDurations,
  tripFlags,
  tripStatus,
} from './trips';

const START = 1_800_000_000;
const trip = (overrides: Partial<TripTimes> = {}): TripTimes => ({
  start_time: START,
  arrived_time: null,
  end_time: null,
  last_update_time: null,
  point_count: 0,
  distance_km: 0,
  ...overrides,
});

describe('distance', () => {
  it('measures one degree of latitude as about 111.2 km', () => {
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });

  it('is 0 for no point, one point, or points in one place', () => {
    expect(routeDistanceKm([])).toBe(0);
    expect(routeDistanceKm([{ lat: 19.4, lng: -99.1 }])).toBe(0);
    expect(
      routeDistanceKm([
        { lat: 19.4, lng: -99.1 },
        { lat: 19.4, lng: -99.1 },
      ]),
    ).toBe(0);
  });

  it('sums consecutive legs', () => {
    const a = { lat: 19.4, lng: -99.1 };
    const b = { lat: 19.41, lng: -99.1 };
    const c = { lat: 19.41, lng: -99.11 };
    expect(routeDistanceKm([a, b, c])).toBeCloseTo(greatCircleKm(a, b) + greatCircleKm(b, c), 10);
  });
});

describe('tripStatus', () => {
  it('is ended whenever end_time is set', () => {
    expect(tripStatus(trip({ end_time: START + 60 }), START + 100 * 3600)).toBe('ended');
  });

  it('is in progress at exactly 24 hours without end or coordinates, abandoned a second later', () => {
    expect(tripStatus(trip(), START + 24 * 3600)).toBe('in_progress');
    expect(tripStatus(trip(), START + 24 * 3600 + 1)).toBe('abandoned');
  });

  it('is never abandoned while it has coordinates', () => {
    expect(tripStatus(trip({ point_count: 1 }), START + 48 * 3600)).toBe('in_progress');
  });
});

describe('arrived and finished', () => {
  it('needs a coordinate and distance above 0 to count as arrived', () => {
    expect(isArrived(trip({ arrived_time: START + 60 }))).toBe(false);
    expect(isArrived(trip({ arrived_time: START + 60, point_count: 1, distance_km: 0 }))).toBe(false);
    expect(isArrived(trip({ arrived_time: START + 60, point_count: 2, distance_km: 0.4 }))).toBe(true);
  });

  it('needs distance above 0 to count as finished', () => {
    expect(isFinished(trip({ end_time: START + 60, distance_km: 0 }))).toBe(false);
    expect(isFinished(trip({ end_time: START + 60, distance_km: 1.2 }))).toBe(true);
  });
});

describe('missingTimeLabels', () => {
  it('says "not yet" and "still in progress" while the trip runs', () => {
    expect(missingTimeLabels(trip(), START + 60)).toEqual({
      arrival: 'trip_not_yet_registered_arrival',
      end: 'delivery_still_in_progress',
    });
  });

  it('says "never registered arrival" for an ended trip without arrival', () => {
    expect(missingTimeLabels(trip({ end_time: START + 600 }), START + 700)).toEqual({
      arrival: 'trip_never_registered_arrival',
      end: null,
    });
  });

  it('says "never registered end" for an abandoned trip', () => {
    expect(missingTimeLabels(trip(), START + 25 * 3600)).toEqual({
      arrival: 'trip_never_registered_arrival',
      end: 'never_registered_end',
    });
  });
});

describe('durations and flags', () => {
  it('gives minutes from the start, null when a time is missing', () => {
    expect(tripDurations(trip({ arrived_time: START + 90, last_update_time: START + 120 }))).toEqual({
      start_to_arrival_minutes: 1.5,
      start_to_end_minutes: null,
      start_to_last_update_minutes: 2,
    });
  });

  it('flags over 30 minutes to arrive and over 1 hour in all, not exactly at the limits', () => {
    expect(tripFlags(trip({ arrived_time: START + 30 * 60, end_time: START + 60 * 60 }))).toEqual([]);
    expect(tripFlags(trip({ arrived_time: START + 30 * 60 + 1, end_time: START + 60 * 60 + 1 }))).toEqual([
      'slow_arrival',
      'long_delivery',
    ]);
  });

  it('flags under 1 minute to arrive', () => {
    expect(tripFlags(trip({ arrived_time: START + 59 }))).toEqual(['suspicious_arrival']);
    expect(tripFlags(trip({ arrived_time: START + 60 }))).toEqual([]);
  });
});

describe('orderedPoints', () => {
  it('sorts unsorted timestamps and keeps the first of duplicates', () => {
    const points = [
      { lat: 3, lng: 0, timestamp: 30 },
      { lat: 1, lng: 0, timestamp: 10 },
      { lat: 9, lng: 0, timestamp: 30 },
      { lat: 2, lng: 0, timestamp: 20 },
    ];
    expect(orderedPoints(points).map((point) => point.lat)).toEqual([1, 2, 3]);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', async () => {
    const { contrastRatio } = await import('./trips');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5d56', '#0b5d56')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#0b5d56')).toBeGreaterThan(4.5);
    expect(contrastRatio('#ffff00', '#ffffff')).toBeLessThan(4.5);
  });
});

import { pointsOfRoute, readStreamEvent, TRIP_STREAM_EVENTS } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  brandingOf,
  DEFAULT_BRANDING,
  mergePoints,
  type PublicTrip,
  phaseOf,
  reachedAt,
  secondsOnTheWay,
  whatsappUrl,
} from './trip';

const trip = (overrides: Partial<PublicTrip> = {}): PublicTrip => ({
  trip_id: 't1',
  generated_trip_id: 'g1',
  start_time: 100,
  arrived_time: null,
  end_time: null,
  createdAt: 100,
  all_coordinates: [
    { lat: 1, lng: 1 },
    { lat: 2, lng: 2 },
  ],
  coordinates_timestamps: [110, 120],
  distance_km: 0.5,
  valid: false,
  rating: null,
  selected: [],
  branch_name: 'HQ',
  delivery_user_first_name: 'Luis',
  delivery_user_last_name: 'P.',
  customer_phone_number: '•••• 2222',
  company_name: 'Tacos',
  courier_phone: '+52 55 1234 5678',
  branding: DEFAULT_BRANDING,
  has_destination: false,
  estimate: null,
  delivery_photo_url: null,
  ...overrides,
});

const point = (timestamp: number) => ({ lat: timestamp, lng: timestamp, timestamp });

describe('mergePoints', () => {
  it('keeps one point per timestamp, in timestamp order', () => {
    const merged = mergePoints([point(1), point(3)], [point(3), point(2), point(5), point(5)]);
    expect(merged.map((each) => each.timestamp)).toEqual([1, 2, 3, 5]);
  });

  it('returns the same array when nothing is new, so React skips a render', () => {
    const existing = [point(1), point(2)];
    expect(mergePoints(existing, [point(2)])).toBe(existing);
  });

  it('appends points that arrive in order', () => {
    expect(mergePoints([point(1)], [point(2), point(3)]).map((each) => each.timestamp)).toEqual([1, 2, 3]);
  });
});

describe('applyEvent', () => {
  const live = { trip: trip(), points: pointsOfRoute(trip()) };
  const ids = { trip_id: 't1', generated_trip_id: 'g1' };

  it('adds streamed coordinates and the new distance', () => {
    const next = applyEvent(live, {
      event: 'coordinates',
      data: {
        ...ids,
        points: [point(120), { lat: 3, lng: 3, timestamp: 130 }],
        point_count: 3,
        distance_km: 0.9,
      },
    });
    expect(next.points.map((each) => each.timestamp)).toEqual([110, 120, 130]);
    expect(next.trip.distance_km).toBe(0.9);
  });

  it('moves to arrived, then ended, and a replayed arrival does not undo the end', () => {
    const times = { ...ids, start_time: 100, arrived_time: 140, end_time: null, valid: true, distance_km: 1 };
    const arrived = applyEvent(live, { event: 'arrived', data: times });
    expect(phaseOf(arrived.trip)).toBe('arrived');
    const ended = applyEvent(arrived, { event: 'ended', data: { ...times, end_time: 150 } });
    expect(phaseOf(ended.trip)).toBe('ended');
    expect(phaseOf(applyEvent(ended, { event: 'arrived', data: times }).trip)).toBe('ended');
  });

  it('merges a whole trip sent again after a reconnection', () => {
    const again = trip({ all_coordinates: [{ lat: 2, lng: 2 }], coordinates_timestamps: [120] });
    expect(applyEvent(live, { event: 'trip', data: again }).points).toHaveLength(2);
  });
});

describe('brandingOf', () => {
  it('falls back to the product teal and white when the server sends no branding', () => {
    expect(brandingOf({ ...trip(), branding: null })).toEqual(DEFAULT_BRANDING);
  });

  it('uses the business colours and ignores values that are not hex colours', () => {
    const branding = brandingOf(
      trip({
        branding: {
          logo_url: '/uploads/logo.png',
          header_color: '#123456',
          text_color: 'red;background:url(x)',
          button_text_color: '#fff',
        },
      }),
    );
    expect(branding).toEqual({
      logo_url: '/uploads/logo.png',
      header_color: '#123456',
      text_color: DEFAULT_BRANDING.text_color,
      button_text_color: '#fff',
    });
  });
});

describe('the time to the door', () => {
  const started = { start_time: 1_000, arrived_time: null, end_time: null };

  it('counts from the start to now while the courier is on the way, never below zero', () => {
    expect(secondsOnTheWay(trip(started), 1_000 + 12 * 60)).toBe(720);
    expect(secondsOnTheWay(trip(started), 900)).toBe(0);
    expect(reachedAt(trip(started))).toBeNull();
  });

  it('stops at the arrival, and at the end for a courier who never tapped "Arrived"', () => {
    const arrived = trip({ ...started, arrived_time: 1_000 + 34 * 60, end_time: 1_000 + 40 * 60 });
    expect(reachedAt(arrived)).toBe(1_000 + 34 * 60);
    expect(secondsOnTheWay(arrived, 99_999)).toBe(34 * 60);
    const ended = trip({ ...started, end_time: 1_000 + 65 * 60 });
    expect(reachedAt(ended)).toBe(1_000 + 65 * 60);
    expect(secondsOnTheWay(ended, 99_999)).toBe(65 * 60);
  });
});

describe('links', () => {
  it('builds a wa.me link from an E.164 number', () => {
    expect(whatsappUrl('+52 55 1234 5678')).toBe('https://wa.me/525512345678');
  });
});

describe('the trip stream, as the page reads it', () => {
  const read = (name: string, json: string) => readStreamEvent(TRIP_STREAM_EVENTS, name, json);
  const coordinates = {
    trip_id: 't1',
    generated_trip_id: 'g1',
    points: [point(130)],
    point_count: 3,
    distance_km: 1,
  };

  it('reads a frame that matches its event, dropping fields the page does not know', () => {
    expect(read('coordinates', JSON.stringify({ ...coordinates, extra: true }))).toEqual({
      event: 'coordinates',
      data: coordinates,
    });
    expect(read('trip', JSON.stringify(trip()))).toEqual({ event: 'trip', data: trip() });
  });

  it('skips a frame that is not JSON, does not match its event, or names no event of the trip', () => {
    expect(read('coordinates', '{"points": [')).toBeNull();
    expect(read('coordinates', JSON.stringify({ ...coordinates, points: [{ lat: 1 }] }))).toBeNull();
    expect(read('arrived', JSON.stringify({ arrived_time: 'soon' }))).toBeNull();
    expect(read('trips', JSON.stringify({ trips: [] }))).toBeNull();
  });

  it('leaves the page as it was when a skipped frame is followed by a good one', () => {
    const live = { trip: trip(), points: pointsOfRoute(trip()) };
    const frames = [read('coordinates', 'not json'), read('coordinates', JSON.stringify(coordinates))];
    const next = frames.reduce((state, event) => (event ? applyEvent(state, event) : state), live);
    expect(next.points.map((each) => each.timestamp)).toEqual([110, 120, 130]);
  });
});

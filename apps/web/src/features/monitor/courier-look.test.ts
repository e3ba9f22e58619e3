import { describe, expect, it } from 'vitest';
import { COURIER_COLORS, courierColors, initialsOf } from './courier-look';
import type { LiveTrip } from './monitor-state';

const trip = (
  id: string,
  courierId: string,
  startTime: number,
  first = 'Ana',
  last = 'Torres',
): LiveTrip => ({
  trip_id: id,
  generated_trip_id: id,
  tracking_url: '',
  start_time: startTime,
  arrived_time: null,
  end_time: null,
  point_count: 0,
  distance_km: 0,
  branch_id: 'b1',
  branch_name: 'HQ',
  courier_id: courierId,
  delivery_user_first_name: first,
  delivery_user_last_name: last,
  customer_phone_number: '',
  points: [],
});

describe('courierColors', () => {
  it('gives every courier on screen a different colour while colours last', () => {
    const trips = Array.from({ length: COURIER_COLORS.length }, (_, index) =>
      trip(`g${index}`, 'same', index),
    );
    expect(new Set(courierColors(trips).values()).size).toBe(COURIER_COLORS.length);
  });

  it('keeps the colour of a courier already on the map when another trip starts', () => {
    const first = trip('g1', 'courier-a', 1);
    const before = courierColors([first]);
    expect(courierColors([first, trip('g2', 'courier-a', 2)], before).get('g1')).toBe(before.get('g1'));
  });

  it('keeps every colour when an older trip ends and frees its colour', () => {
    const older = trip('g1', 'courier-a', 1);
    const newer = trip('g2', 'courier-a', 2);
    const before = courierColors([older, newer]);
    expect(courierColors([newer], before).get('g2')).toBe(before.get('g2'));
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the name and of the last name', () => {
    expect(initialsOf(trip('g1', 'c', 1, 'sofía', 'Ramírez'))).toBe('SR');
  });

  it('takes two letters of a single name', () => {
    expect(initialsOf(trip('g1', 'c', 1, 'Luis', ''))).toBe('LU');
  });
});

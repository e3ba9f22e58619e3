import type { CourierTrip as OpenTrip } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import type { PhoneTrips, TripRecord } from './outbox-store';
import { addTrip, openDeliveries, reconcile, recordFromServer, withoutTrips } from './phone-trips';

const record = (id: string, started: number, ended: number | null = null): TripRecord => ({
  courier_id: 'c1',
  trip_id: `t-${id}`,
  generated_trip_id: id,
  tracking_url: `http://localhost/t?id=${id}`,
  customer_phone_number: '+525512345678',
  started_at: started,
  arrived_at: null,
  ended_at: ended,
  last_point: null,
  point_count: 0,
  distance_km: 0,
});

const server = (id: string, started: number): OpenTrip => ({
  trip_id: `t-${id}`,
  generated_trip_id: id,
  tracking_url: `http://localhost/t?id=${id}`,
  customer_phone_number: '+525598765432',
  start_time: started,
  arrived_time: started + 600,
  end_time: null,
  status: 'in_progress',
  point_count: 12,
  distance_km: 2.5,
  last_point: { lat: 19.43, lng: -99.13, timestamp: started + 700 },
  ended_by_role: null,
  ended_by_name: null,
  destination: null,
  estimate: null,
});

describe('recordFromServer', () => {
  it('continues the route from the server: its last point, count and distance', () => {
    expect(recordFromServer(server('a', 100), 'c1')).toMatchObject({
      courier_id: 'c1',
      generated_trip_id: 'a',
      started_at: 100,
      arrived_at: 700,
      ended_at: null,
      last_point: { lat: 19.43, lng: -99.13, timestamp: 800 },
      point_count: 12,
      distance_km: 2.5,
    });
  });
});

describe('reconcile', () => {
  const phone: PhoneTrips = { trips: [record('a', 100), record('b', 200)], current: 'b' };

  it('changes nothing while the server still lists every followed delivery', () => {
    const result = reconcile(phone, [server('a', 100), server('b', 200)], new Set(['a', 'b']), 900);
    expect(result).toEqual({ phone, endedElsewhere: [] });
  });

  it('shows the delivery on screen as ended elsewhere and lets another one go', () => {
    const result = reconcile(phone, [], new Set(['a', 'b']), 900);
    expect(result.endedElsewhere).toEqual(['a', 'b']);
    expect(result.phone.current).toBe('b');
    expect(result.phone.trips).toEqual([
      { ...record('b', 200), ended_at: 900, ended_elsewhere: { role: null, name: null } },
    ]);
  });

  it('never ends a delivery the server was not asked about (started while the list was on its way)', () => {
    const result = reconcile(phone, [server('a', 100)], new Set(['a']), 900);
    expect(result.endedElsewhere).toEqual([]);
    expect(result.phone).toBe(phone);
  });
});

describe('withoutTrips and addTrip', () => {
  it('moves the screen to the newest delivery still open, or home', () => {
    const phone: PhoneTrips = { trips: [record('a', 100), record('b', 200), record('c', 300)], current: 'c' };
    expect(withoutTrips(phone, ['c']).current).toBe('b');
    expect(withoutTrips(phone, ['a', 'b', 'c'])).toEqual({ trips: [], current: null });
    expect(addTrip(phone, record('d', 400)).current).toBe('d');
  });
});

describe('openDeliveries', () => {
  it('lists followed and offered deliveries newest first, without the one on screen or ended ones', () => {
    const phone = { trips: [record('a', 100), record('b', 300), record('x', 50, 60)], current: 'b' };
    const listed = openDeliveries(phone, [server('s', 200)]);
    expect(listed.map((each) => [each.generated_trip_id, each.here])).toEqual([
      ['s', false],
      ['a', true],
    ]);
    expect(listed[0]?.arrived).toBe(true);
  });
});

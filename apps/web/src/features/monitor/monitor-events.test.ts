import { BUSINESS_STREAM_EVENTS, readStreamEvent } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';

const parseMonitorEvent = (type: string, text: string) => readStreamEvent(BUSINESS_STREAM_EVENTS, type, text);

const streamTrip = {
  trip_id: 't1',
  generated_trip_id: 'g1',
  tracking_url: 'http://localhost/t?id=g1',
  start_time: 1_000,
  arrived_time: null,
  end_time: null,
  createdAt: 1_000,
  point_count: 0,
  distance_km: 0,
  last_update_time: null,
  status: 'in_progress',
  branch_id: 'b1',
  branch_name: 'Roma Norte',
  courier_id: 'c1',
  delivery_user_first_name: 'Ana',
  delivery_user_last_name: 'Torres',
  customer_phone_number: '+525512345678',
  delivery_user_notes: null,
  valid: false,
  rating: null,
  selected: [],
  remarks: null,
  improvement: null,
  admin_notes: null,
  ended_by_role: null,
  ended_by_name: null,
  end_note: null,
  all_coordinates: [],
  coordinates_timestamps: [],
};

describe('the business stream, as the monitor reads it', () => {
  it('reads the snapshot of every live trip', () => {
    const event = parseMonitorEvent('trips', JSON.stringify({ trips: [streamTrip] }));
    expect(event?.event).toBe('trips');
    expect(event?.event === 'trips' && event.data.trips[0]?.generated_trip_id).toBe('g1');
  });

  it('reads a batch of coordinates', () => {
    const data = {
      trip_id: 't1',
      generated_trip_id: 'g1',
      points: [{ lat: 1, lng: 2, timestamp: 3 }],
      point_count: 1,
      distance_km: 0,
    };
    expect(parseMonitorEvent('coordinates', JSON.stringify(data))).toEqual({
      event: 'coordinates',
      data: {
        trip_id: 't1',
        generated_trip_id: 'g1',
        points: [{ lat: 1, lng: 2, timestamp: 3 }],
        point_count: 1,
        distance_km: 0,
      },
    });
  });

  it('reads the roster and a courier the team page changed', () => {
    const courier = {
      id: 'c1',
      name: 'Ana',
      last_name: 'Torres',
      cell_phone: '+525512345678',
      branch_id: 'b1',
      branch_name: 'Roma Norte',
      active: true,
      activity: 'idle',
      last_position: { lat: 19.4, lng: -99.1, timestamp: 500 },
      open_trips: [],
    };
    expect(parseMonitorEvent('couriers', JSON.stringify({ couriers: [courier] }))).toEqual({
      event: 'couriers',
      data: { couriers: [courier] },
    });
    expect(parseMonitorEvent('courier_updated', JSON.stringify(courier))).toEqual({
      event: 'courier_updated',
      data: courier,
    });
    expect(
      parseMonitorEvent('courier_updated', JSON.stringify({ ...courier, activity: 'asleep' })),
    ).toBeNull();
  });

  it('skips a malformed frame or an event it does not know', () => {
    expect(parseMonitorEvent('trips', '{not json')).toBeNull();
    expect(parseMonitorEvent('trip_started', JSON.stringify({ trip_id: 't1' }))).toBeNull();
    expect(parseMonitorEvent('reviewed', JSON.stringify({ trip_id: 't1' }))).toBeNull();
  });
});

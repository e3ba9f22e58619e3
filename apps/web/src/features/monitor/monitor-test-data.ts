import type { MonitorCourier } from '@rutaviva/domain';
import type { LiveTrip } from './monitor-state';

/** A live trip for unit tests: started at 1 000, two points, not arrived. */
export const liveTrip = (overrides: Partial<LiveTrip> = {}): LiveTrip => ({
  trip_id: 't1',
  generated_trip_id: 'g1',
  tracking_url: 'http://localhost/t?id=g1',
  start_time: 1_000,
  arrived_time: null,
  end_time: null,
  point_count: 2,
  distance_km: 0.4,
  branch_id: 'b1',
  branch_name: 'Roma Norte',
  courier_id: 'c1',
  delivery_user_first_name: 'Ana',
  delivery_user_last_name: 'Torres',
  customer_phone_number: '+525512345678',
  points: [
    { lat: 19.41, lng: -99.16, timestamp: 1_010 },
    { lat: 19.42, lng: -99.15, timestamp: 1_020 },
  ],
  ...overrides,
});

/** A roster entry for unit tests: Ana, idle, last seen at 500. */
export const rosterCourier = (overrides: Partial<MonitorCourier> = {}): MonitorCourier => ({
  id: 'c1',
  name: 'Ana',
  last_name: 'Torres',
  cell_phone: '+525512345678',
  branch_id: 'b1',
  branch_name: 'Roma Norte',
  active: true,
  activity: 'idle',
  last_position: { lat: 19.4, lng: -99.17, timestamp: 500 },
  open_trips: [],
  ...overrides,
});

import type { AdminTrip, MonitorCourier } from '@rutaviva/domain';
import type { LiveTrip } from './monitor-state';

/** What a trip is, on the stream and in the state alike: started at 1 000, not arrived. */
const tripFacts = {
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
  destination: null,
  estimate: null,
  order_reference: null,
};

/** A live trip for unit tests: `tripFacts` with two points. */
export const liveTrip = (overrides: Partial<LiveTrip> = {}): LiveTrip => ({
  ...tripFacts,
  points: [
    { lat: 19.41, lng: -99.16, timestamp: 1_010 },
    { lat: 19.42, lng: -99.15, timestamp: 1_020 },
  ],
  ...overrides,
});

/** The same trip as the stream sends it (the domain's admin trip), its points as parallel arrays. */
export const streamTrip = (overrides: Partial<AdminTrip> = {}): AdminTrip => ({
  createdAt: 1_000,
  last_update_time: 1_020,
  status: 'in_progress',
  valid: false,
  rating: null,
  selected: [],
  remarks: null,
  improvement: null,
  delivery_user_notes: null,
  admin_notes: null,
  ended_by_role: null,
  ended_by_name: null,
  end_note: null,
  delivery_photo_url: null,
  recipient_name: null,
  ...tripFacts,
  all_coordinates: [
    { lat: 19.41, lng: -99.16 },
    { lat: 19.42, lng: -99.15 },
  ],
  coordinates_timestamps: [1_010, 1_020],
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

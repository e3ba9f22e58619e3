import { describe, expect, it } from 'vitest';
import { coordinatesEventSample } from '../test-data';
import { MonitorCourierSchema } from './monitor';
import { ReportTotalsSchema, ReportTripSchema } from './reports';
import { ReviewItemSchema } from './reviews';
import {
  BUSINESS_STREAM_EVENTS,
  CoordinatesEventSchema,
  readStreamEvent,
  TRIP_STREAM_EVENTS,
  TripTimesEventSchema,
} from './stream-events';
import { CourierSchema } from './team';
import {
  AdminTripSchema,
  AdminTripSummarySchema,
  CourierTripAnswerSchema,
  CourierTripSchema,
  CourierTripSummarySchema,
  PublicTripSchema,
} from './trips';

const route = { all_coordinates: [{ lat: 19.4, lng: -99.1 }], coordinates_timestamps: [1_700_000_060] };

const publicTrip = {
  trip_id: '6f1c3a5e-0000-4000-8000-000000000001',
  generated_trip_id: 'abc',
  start_time: 1_700_000_000,
  arrived_time: null,
  end_time: null,
  createdAt: 1_700_000_000,
  ...route,
  distance_km: 1.5,
  valid: false,
  rating: null,
  selected: [],
  branch_name: 'Centro',
  delivery_user_first_name: 'Luis',
  delivery_user_last_name: 'P.',
  customer_phone_number: '******5678',
  company_name: 'Tacos',
  courier_phone: '+525512345678',
  branding: { logo_url: null, header_color: '#0b5d56', text_color: '#ffffff', button_text_color: '#ffffff' },
  has_destination: true,
  estimate: {
    seconds: 480,
    low_seconds: 400,
    high_seconds: 560,
    arrival_at: 1_700_000_480,
    computed_at: 1_700_000_000,
    ranged: false,
  },
  delivery_photo_url: null,
};

const summary = {
  trip_id: publicTrip.trip_id,
  generated_trip_id: 'abc',
  tracking_url: 'https://example.test/t?id=abc',
  start_time: 1_700_000_000,
  arrived_time: 1_700_000_600,
  end_time: 1_700_001_200,
  createdAt: 1_700_000_000,
  point_count: 1,
  distance_km: 1.5,
  last_update_time: 1_700_000_060,
  status: 'ended',
  valid: true,
  rating: 3,
  selected: ['service'],
  remarks: null,
  improvement: null,
  delivery_user_notes: null,
  admin_notes: 'VIP',
  branch_id: 'b1',
  branch_name: 'Centro',
  courier_id: 'c1',
  delivery_user_first_name: 'Luis',
  delivery_user_last_name: 'Pérez',
  customer_phone_number: '+525512345678',
  ended_by_role: 'courier',
  ended_by_name: 'Luis Pérez',
  end_note: null,
  destination: { lat: 19.42, lng: -99.16, source: 'customer', set_at: 1_700_000_100 },
  estimate: null,
  delivery_photo_url: '/api/trips/abc/photo',
  recipient_name: 'Marta',
  order_reference: null,
};

describe('trip schemas', () => {
  it('accept the public trip, and refuse one whose route times are missing', () => {
    expect(PublicTripSchema.parse(publicTrip)).toEqual(publicTrip);
    const { coordinates_timestamps: _, ...withoutTimes } = publicTrip;
    expect(PublicTripSchema.safeParse(withoutTimes).success).toBe(false);
  });

  it('keep the admin trip field by field, route included, and refuse an unknown status', () => {
    expect(AdminTripSchema.parse({ ...summary, ...route })).toEqual({ ...summary, ...route });
    expect(AdminTripSummarySchema.safeParse({ ...summary, status: 'lost' }).success).toBe(false);
  });

  it("drop the admin's notes from the courier's list of trips", () => {
    const seen = CourierTripSummarySchema.parse(summary);
    expect(seen).not.toHaveProperty('admin_notes');
    expect(seen).not.toHaveProperty('end_note');
    expect(seen).toMatchObject({ trip_id: summary.trip_id, delivery_user_notes: null, valid: true });
  });

  it("keep the route in the courier's arrival and end answers, without the admin's notes", () => {
    const seen = CourierTripAnswerSchema.parse({ ...summary, ...route });
    expect(seen).toMatchObject(route);
    expect(seen).not.toHaveProperty('admin_notes');
    const { all_coordinates: _, ...withoutPlaces } = route;
    expect(CourierTripAnswerSchema.safeParse({ ...summary, ...withoutPlaces }).success).toBe(false);
  });

  it('accept the trip a courier resumes, and refuse a last point without its time', () => {
    const trip = {
      trip_id: 't',
      generated_trip_id: 'g',
      tracking_url: 'u',
      customer_phone_number: '+52',
      start_time: 1,
      arrived_time: null,
      end_time: null,
      status: 'in_progress',
      point_count: 1,
      distance_km: 0,
      last_point: { lat: 1, lng: 2, timestamp: 3 },
      ended_by_role: null,
      ended_by_name: null,
      destination: null,
      estimate: null,
    };
    expect(CourierTripSchema.safeParse(trip).success).toBe(true);
    expect(CourierTripSchema.safeParse({ ...trip, last_point: { lat: 1, lng: 2 } }).success).toBe(false);
  });
});

describe('report, review, team and monitor schemas', () => {
  it('accept a report row, and refuse one with an unknown flag', () => {
    const row = {
      ...summary,
      durations: { start_to_arrival_minutes: 10, start_to_end_minutes: 20, start_to_last_update_minutes: 1 },
      flags: [],
      labels: { arrival: null, end: null },
    };
    expect(ReportTripSchema.parse(row)).toEqual(row);
    expect(ReportTripSchema.safeParse({ ...row, flags: ['late'] }).success).toBe(false);
  });

  it('accept report totals, and refuse them without the ratings split', () => {
    const totals = {
      deliveries: 2,
      average_arrival_minutes: 5,
      average_end_minutes: 9,
      distance_km: 3,
      ratings: { bad: 0, okay: 1, excellent: 1, unrated: 0 },
      flags: { slow_arrival: 0, long_delivery: 0, suspicious_arrival: 1 },
    };
    expect(ReportTotalsSchema.safeParse(totals).success).toBe(true);
    const { ratings: _, ...withoutRatings } = totals;
    expect(ReportTotalsSchema.safeParse(withoutRatings).success).toBe(false);
  });

  it('accept a review, and refuse a choice the spec does not list', () => {
    const review = {
      trip_id: 't',
      generated_trip_id: 'g',
      rating: 2,
      selected: ['courier'],
      remarks: null,
      improvement: 'faster',
      reviewed_at: 2,
      start_time: 1,
      branch_id: 'b',
      branch_name: 'Centro',
      courier_id: 'c',
      delivery_user_first_name: 'Luis',
      delivery_user_last_name: 'Pérez',
    };
    expect(ReviewItemSchema.safeParse(review).success).toBe(true);
    expect(ReviewItemSchema.safeParse({ ...review, selected: ['price'] }).success).toBe(false);
  });

  it('accept a team courier, and refuse an invitation by an unknown channel', () => {
    const courier = {
      id: 'c',
      name: 'Luis',
      last_name: 'Pérez',
      cell_phone: '+525512345678',
      username: 'luis',
      active: true,
      branch_id: 'b',
      branch_name: 'Centro',
      last_invitation: { channel: 'whatsapp', sent_at: 5 },
    };
    expect(CourierSchema.safeParse(courier).success).toBe(true);
    expect(
      CourierSchema.safeParse({ ...courier, last_invitation: { channel: 'fax', sent_at: 5 } }).success,
    ).toBe(false);
  });

  it('accept a monitor courier, and refuse an unknown activity', () => {
    const courier = {
      id: 'c',
      name: 'Luis',
      last_name: 'Pérez',
      cell_phone: '+52',
      branch_id: 'b',
      branch_name: 'Centro',
      active: true,
      activity: 'idle',
      last_position: null,
      open_trips: [],
    };
    expect(MonitorCourierSchema.safeParse(courier).success).toBe(true);
    expect(MonitorCourierSchema.safeParse({ ...courier, activity: 'asleep' }).success).toBe(false);
  });
});

describe('stream events', () => {
  const coordinates = coordinatesEventSample;
  const times = {
    trip_id: 't',
    generated_trip_id: 'g',
    start_time: 1,
    arrived_time: 2,
    end_time: null,
    valid: false,
    distance_km: 0,
  };

  it('accept coordinates and times, and refuse a point without its time', () => {
    expect(CoordinatesEventSchema.safeParse(coordinates).success).toBe(true);
    expect(TripTimesEventSchema.safeParse(times).success).toBe(true);
    expect(CoordinatesEventSchema.safeParse({ ...coordinates, points: [{ lat: 1, lng: 2 }] }).success).toBe(
      false,
    );
  });

  it('read a frame by its event name into a typed event', () => {
    expect(readStreamEvent(TRIP_STREAM_EVENTS, 'arrived', JSON.stringify(times))).toEqual({
      event: 'arrived',
      data: times,
    });
    expect(readStreamEvent(TRIP_STREAM_EVENTS, 'trip', JSON.stringify(publicTrip))?.event).toBe('trip');
  });

  it('read nothing from an unknown event, malformed JSON or data of another shape', () => {
    expect(readStreamEvent(TRIP_STREAM_EVENTS, 'trips', '{"trips":[]}')).toBeNull();
    expect(readStreamEvent(TRIP_STREAM_EVENTS, 'toString', '{}')).toBeNull();
    expect(readStreamEvent(BUSINESS_STREAM_EVENTS, 'coordinates', '{"points":')).toBeNull();
    expect(readStreamEvent(BUSINESS_STREAM_EVENTS, 'ended', JSON.stringify(coordinates))).toBeNull();
  });
});

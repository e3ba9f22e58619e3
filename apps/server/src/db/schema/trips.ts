import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns';

/** Couriers, trips and what is derived from them, messages, invitations and brandings. */
export interface CouriersTable {
  id: Generated<string>;
  business_id: string;
  branch_id: string;
  name: string;
  last_name: string;
  cell_phone: string;
  username: string;
  password_hash: string;
  active: Generated<boolean>;
  /** Raised when the password changes, to end every session signed before (migration 0010). */
  session_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TripsTable {
  id: Generated<string>;
  generated_trip_id: string;
  business_id: string;
  branch_id: string;
  courier_id: string;
  customer_phone_number: string;
  start_time: Date;
  arrived_time: Date | null;
  end_time: Date | null;
  valid: Generated<boolean>;
  delivery_user_notes: string | null;
  admin_notes: string | null;
  rating: number | null;
  selected: string[] | null;
  remarks: string | null;
  improvement: string | null;
  reviewed_at: Date | null;
  distance_km: Generated<number>;
  point_count: Generated<number>;
  last_lat: number | null;
  last_lng: number | null;
  last_point_at: Date | null;
  /** Who ended the trip and, for an admin, why (migration 0008); null while it runs. */
  ended_by_role: 'courier' | 'admin' | null;
  ended_by_name: string | null;
  end_note: string | null;
  /** Issue 15 (migration 0019): where the delivery goes, all three set or none. */
  destination_lat: number | null;
  destination_lng: number | null;
  destination_source: 'customer' | 'remembered' | 'courier' | 'api' | null;
  destination_set_at: Date | null;
  /** The last arrival estimate (domain `ArrivalEstimate`), the next one is smoothed from it. */
  estimate: unknown | null;
  almost_there_sent_at: Date | null;
  /** Proof of delivery: the photo's key in the storage provider, and who received it. */
  photo_key: string | null;
  photo_taken_at: Date | null;
  recipient_name: string | null;
  /** Issue 16 (migration 0020): the order it delivers, from the system that created it. */
  order_reference: string | null;
  created_at: CreatedAt;
}

export interface TripPointsTable {
  trip_id: string;
  recorded_at: Date;
  lat: number;
  lng: number;
  accuracy: number | null;
  received_at: CreatedAt;
}

export interface OutboundMessagesTable {
  id: Generated<string>;
  business_id: string | null;
  trip_id: string | null;
  channel: 'sms' | 'whatsapp';
  to_address: string;
  body: string;
  status: 'outbox' | 'queued' | 'sent' | 'failed';
  kind: Generated<'tracking' | 'demo' | 'invitation' | 'almost_there'>;
  attempts: Generated<number>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** An attempt under way holds the message until then (migration 0021): no second worker sends it. */
  claimed_until: Generated<Date | null>;
}

/** Each invitation sent to a courier (migration 0010). */
export interface CourierInvitationsTable {
  id: Generated<string>;
  business_id: string;
  courier_id: string;
  sent_by: string | null;
  channel: 'sms' | 'whatsapp';
  message_id: string | null;
  created_at: Date;
}

/** A narrow copy of each trip for reports, kept by triggers on trips (migration 0005). */
export interface TripFactsTable {
  trip_id: string;
  business_id: string;
  branch_id: string;
  courier_id: string;
  start_time: Date;
  arrived_time: Date | null;
  end_time: Date | null;
  distance_km: number;
  last_point_at: Date | null;
  rating: number | null;
  /** Points and no end yet: distance and last point are read from trips instead. */
  moving: boolean;
}

/** Sums of the not-moving trip_facts per business, branch and UTC hour (migration 0005). */
export interface TripHourTotalsTable {
  business_id: string;
  branch_id: string;
  hour: Date;
  deliveries: number;
  arrival_sum: string;
  arrival_count: number;
  end_sum: string;
  end_count: number;
  distance_km: string;
  bad: number;
  okay: number;
  excellent: number;
  unrated: number;
  slow_arrival: number;
  long_delivery: number;
  suspicious_arrival: number;
}

export interface BrandingsTable {
  business_id: string;
  logo_path: string | null;
  header_color: string;
  text_color: string;
  button_text_color: string;
  updated_at: UpdatedAt;
}

/** Issue 12: the sandbox payment provider's own books (a stand-in for Stripe's), migration 0013. */

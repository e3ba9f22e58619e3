import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface BusinessesTable {
  id: Generated<string>;
  company_name: string;
  country_iso: string;
  delivery_amount_per_day: number;
  vehicle_type: string;
  onboarding_state: string;
  /** The language of customers' messages: english or spanish (migration 0010). */
  message_language: string;
  /** Issue 10: couriers may run several deliveries at once (migration 0008). */
  allow_several_trips: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BranchesTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  position: number;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  business_id: string;
  email: string;
  password_hash: string;
  full_name: string;
  cell_phone: string;
  language: string;
  role: string;
  salesperson: string | null;
  /** Raised to end every session signed before (password reset, log out everywhere). */
  session_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface OutboundEmailsTable {
  id: Generated<string>;
  business_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: string;
  error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

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
  kind: Generated<'tracking' | 'demo' | 'invitation'>;
  attempts: Generated<number>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
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

export interface Database {
  businesses: BusinessesTable;
  branches: BranchesTable;
  users: UsersTable;
  password_resets: PasswordResetsTable;
  outbound_emails: OutboundEmailsTable;
  couriers: CouriersTable;
  courier_invitations: CourierInvitationsTable;
  trips: TripsTable;
  trip_points: TripPointsTable;
  trip_facts: TripFactsTable;
  trip_hour_totals: TripHourTotalsTable;
  outbound_messages: OutboundMessagesTable;
  brandings: BrandingsTable;
}

export type BusinessRow = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessPatch = Updateable<BusinessesTable>;
export type BranchRow = Selectable<BranchesTable>;
export type UserRow = Selectable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type OutboundEmailRow = Selectable<OutboundEmailsTable>;
export type CourierRow = Selectable<CouriersTable>;
export type CourierPatch = Updateable<CouriersTable>;
export type TripRow = Selectable<TripsTable>;
export type OutboundMessageRow = Selectable<OutboundMessagesTable>;

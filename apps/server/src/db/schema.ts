import type {
  PaymentType,
  PrepaidMovementKind,
  SubscriptionPlan,
  SubscriptionStatus,
} from '@rutaviva/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type InvoiceReason = 'subscription_create' | 'subscription_cycle' | 'subscription_threshold';
type InvoiceStatus = 'open' | 'paid' | 'uncollectible' | 'void';

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
  /** The salesperson who brought the business in (a referral link), or null. */
  salesperson: string | null;
  /** Raised to end every session signed before (password reset, log out everywhere). */
  session_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Issue 13: salespeople, with their own sessions; not users of any business. */
export interface SalespeopleTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  full_name: string;
  cell_phone: string;
  language: string;
  referral_code: string;
  session_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Issue 13: one row per movement of a prepaid balance; the balance is their sum. */
export interface PrepaidMovementsTable {
  id: Generated<string>;
  seq: Generated<string>;
  business_id: string;
  kind: PrepaidMovementKind;
  deliveries: number;
  amount_minor: ColumnType<number, number | undefined, never>;
  currency: string | null;
  salesperson_id: string | null;
  transfer_reference: string | null;
  source_id: string | null;
  occurred_at: Date;
}

/** Issue 13: the append-only commission ledger. */
export interface CommissionLinesTable {
  id: Generated<string>;
  seq: Generated<string>;
  salesperson_id: string;
  business_id: string;
  kind: 'invoice' | 'prepaid' | 'refund';
  source_id: string;
  base_amount_minor: number;
  rate_bp: number;
  commission_minor: number;
  currency: string;
  occurred_at: Date;
  created_at: Date;
}

/** A commission report asked for and polled (`my_request_id`, `is_ready`). */
export interface CommissionRequestsTable {
  id: Generated<string>;
  salesperson_id: string;
  status: 'pending' | 'ready' | 'failed';
  created_at: Date;
  ready_at: Date | null;
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

/** Issue 12: the sandbox payment provider's own books (a stand-in for Stripe's), migration 0013. */
export interface SandboxCustomersTable {
  id: string;
  business_id: string;
  default_payment_method: string | null;
  created_at: Date;
}

export type SandboxCardBehaviour = 'succeeds' | 'insufficient_funds' | 'declined' | 'fails_charges';

export interface SandboxPaymentMethodsTable {
  id: string;
  customer_id: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: SandboxCardBehaviour;
  created_at: Date;
  detached_at: Date | null;
}

export interface SandboxSubscriptionsTable {
  id: string;
  customer_id: string;
  status: SubscriptionStatus;
  price_key: string;
  price_minor: number;
  currency: string;
  trial_end: Date | null;
  billing_anchor: Date;
  current_period_start: Date;
  current_period_end: Date;
  incomplete_expires_at: Date | null;
  canceled_at: Date | null;
  latest_invoice: Generated<string | null>;
  metadata: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: Date;
}

export interface InvoiceLine {
  kind: 'plan' | 'extras';
  quantity: number;
  unit_amount_minor: number;
  amount_minor: number;
}

type Lines = ColumnType<InvoiceLine[], string, string>;

export interface SandboxInvoicesTable {
  id: string;
  customer_id: string;
  subscription_id: string;
  billing_key: string;
  billing_reason: InvoiceReason;
  period_start: Date;
  period_end: Date;
  amount_minor: number;
  currency: string;
  status: InvoiceStatus;
  attempt_count: Generated<number>;
  first_failed_at: Date | null;
  next_payment_attempt: Date | null;
  last_failure_code: Generated<string | null>;
  lines: Lines;
  created_at: Date;
  paid_at: Date | null;
}

export interface SandboxInvoiceItemsTable {
  id: string;
  customer_id: string;
  subscription_id: string;
  idempotency_key: string;
  kind: 'extras';
  quantity: number;
  unit_amount_minor: number;
  amount_minor: number;
  currency: string;
  invoice_id: string | null;
  created_at: Date;
}

export interface SandboxChargesTable {
  id: string;
  invoice_id: string;
  customer_id: string;
  payment_method_id: string | null;
  attempt: number;
  amount_minor: number;
  currency: string;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  created_at: Date;
}

export interface SandboxEventsTable {
  id: string;
  seq: Generated<string>;
  type: string;
  object: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
  claimed_until: Generated<Date | null>;
  delivered_at: Date | null;
}

/** Issue 12: our side of billing, moved only by provider events and our calls (migration 0013). */
export interface PaymentCustomersTable {
  business_id: string;
  provider: string;
  provider_customer_id: string;
  default_payment_method_id: string | null;
  created_at: Date;
}

export interface PaymentMethodsTable {
  id: Generated<string>;
  business_id: string;
  provider: string;
  provider_payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Date;
  removed_at: Date | null;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  business_id: string;
  provider: string;
  provider_subscription_id: string;
  plan: SubscriptionPlan;
  payment_type: PaymentType;
  market: string;
  currency: string;
  price_minor: number;
  included_deliveries: number;
  extra_delivery_minor: number;
  status: SubscriptionStatus;
  trial_end: Date | null;
  current_period_start: Date;
  current_period_end: Date;
  canceled_at: Date | null;
  ever_paid: Generated<boolean>;
  lapsed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface InvoicesTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  business_id: string;
  subscription_id: string;
  provider: string;
  provider_invoice_id: string;
  billing_reason: InvoiceReason;
  period_start: Date;
  period_end: Date;
  amount_minor: number;
  currency: string;
  status: InvoiceStatus;
  attempt_count: number;
  next_payment_attempt: Date | null;
  lines: Lines;
  created_at: Date;
  paid_at: Date | null;
}

export interface ChargesTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  business_id: string;
  provider: string;
  provider_charge_id: string;
  provider_invoice_id: string | null;
  amount_minor: number;
  currency: string;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  card_last4: string | null;
  created_at: Date;
}

export interface ProviderEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: Date;
}

export interface BilledExtrasTable {
  subscription_id: string;
  period_start: Date;
  through_count: number;
  quantity: number;
  amount_minor: number;
  reason: 'threshold' | 'renewal';
  created_at: Date;
}

export interface UsageRecordsTable {
  id: Generated<string>;
  business_id: string;
  kind: 'delivery';
  source_id: string;
  occurred_at: Date;
}

export interface Database {
  businesses: BusinessesTable;
  branches: BranchesTable;
  users: UsersTable;
  salespeople: SalespeopleTable;
  prepaid_movements: PrepaidMovementsTable;
  commission_lines: CommissionLinesTable;
  commission_requests: CommissionRequestsTable;
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
  sandbox_customers: SandboxCustomersTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_subscriptions: SandboxSubscriptionsTable;
  sandbox_invoices: SandboxInvoicesTable;
  sandbox_invoice_items: SandboxInvoiceItemsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_events: SandboxEventsTable;
  payment_customers: PaymentCustomersTable;
  payment_methods: PaymentMethodsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  charges: ChargesTable;
  provider_events: ProviderEventsTable;
  usage_records: UsageRecordsTable;
  billed_extras: BilledExtrasTable;
}

export type BusinessRow = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessPatch = Updateable<BusinessesTable>;
export type BranchRow = Selectable<BranchesTable>;
export type UserRow = Selectable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type SalespersonRow = Selectable<SalespeopleTable>;
export type OutboundEmailRow = Selectable<OutboundEmailsTable>;
export type CourierRow = Selectable<CouriersTable>;
export type CourierPatch = Updateable<CouriersTable>;
export type TripRow = Selectable<TripsTable>;
export type OutboundMessageRow = Selectable<OutboundMessagesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type SandboxSubscriptionRow = Selectable<SandboxSubscriptionsTable>;
export type SandboxInvoiceRow = Selectable<SandboxInvoicesTable>;
export type SandboxPaymentMethodRow = Selectable<SandboxPaymentMethodsTable>;

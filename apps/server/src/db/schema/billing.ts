import type { PaymentType, SubscriptionPlan, SubscriptionStatus } from '@rutaviva/domain';
import type { ColumnType, Generated } from 'kysely';

/** Issue 12: the sandbox provider's books and ours. */
type InvoiceReason = 'subscription_create' | 'subscription_cycle' | 'subscription_threshold';
type InvoiceStatus = 'open' | 'paid' | 'uncollectible' | 'void';

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

/** A PayPal outstanding balance raised for a step of extras (migration 0021). */
export interface PayPalBalanceRaisesTable {
  step: string;
  subscription_id: string;
  /** What the capture of this step takes: the balance as raised. */
  owed_minor: number;
  created_at: Date;
}

export interface UsageRecordsTable {
  id: Generated<string>;
  business_id: string;
  kind: 'delivery' | 'message';
  source_id: string;
  occurred_at: Date;
}

/** A subscription's period that has moved past, with its terms (migration 0022). */
export interface SubscriptionPeriodsTable {
  subscription_id: string;
  period_start: Date;
  period_end: Date;
  included_deliveries: number;
  extra_delivery_minor: number;
  settled_at: Date | null;
  created_at: Date;
}

import type { CardDeclineCode, SubscriptionStatus } from '@rutaviva/domain';
import type { InvoiceLine } from '../../db/schema';

/**
 * The objects a payment provider keeps, in Stripe's shapes (DESIGN §10): the sandbox keeps them in
 * its own tables, Stripe in its API; PayPal's are mapped onto them. Times are unix seconds.
 */
export interface ProviderCard {
  id: string;
  customer: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface ProviderSubscription {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  trial_end: number | null;
  current_period_start: number;
  current_period_end: number;
  canceled_at: number | null;
  latest_invoice: string | null;
  /** What we attached at creation: business_id, plan, market and the prices. */
  metadata: Record<string, string>;
}

export interface ProviderInvoice {
  id: string;
  customer: string;
  subscription: string;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_threshold';
  period_start: number;
  period_end: number;
  amount_due: number;
  currency: string;
  status: 'open' | 'paid' | 'uncollectible' | 'void';
  attempt_count: number;
  next_payment_attempt: number | null;
  created: number;
  paid_at: number | null;
  /** The decline of the newest failed try to charge it (Stripe: last_payment_error.code). */
  last_failure_code: string | null;
  lines: InvoiceLine[];
}

export interface ProviderCharge {
  id: string;
  customer: string;
  invoice: string | null;
  amount: number;
  currency: string;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  created: number;
  payment_method_details: { card: { last4: string } | null };
}

/** A card the provider refused: insufficient funds, or any other decline. */
export class CardDeclinedError extends Error {
  constructor(readonly code: CardDeclineCode) {
    super(code);
  }
}

/** A payment method id the provider does not know, or that belongs to another customer. */
export class UnknownPaymentMethodError extends Error {}

export interface NewSubscription {
  customer: string;
  /** Which price of ours: plan and market, e.g. `whatsapp:MX`. */
  price_key: string;
  price_minor: number;
  currency: string;
  /** 0 starts billing at once (reactivation); the first subscription gets the trial. */
  trial_days: number;
  metadata: Record<string, string>;
}

export interface NewInvoiceItem {
  customer: string;
  subscription: string;
  quantity: number;
  unit_amount_minor: number;
  currency: string;
}

/**
 * One payment provider. Every call that creates something takes an idempotency key, so a call
 * repeated after a timeout, or made by two workers at once, creates it once (as Stripe's
 * Idempotency-Key header does).
 */
export interface BillingProvider {
  readonly name: 'sandbox' | 'stripe';
  createCustomer(input: { business_id: string; name: string }, key: string): Promise<{ id: string }>;
  /** Throws CardDeclinedError when the card cannot be saved. */
  attachCard(customer: string, paymentMethod: string): Promise<ProviderCard>;
  detachCard(paymentMethod: string): Promise<void>;
  setDefaultCard(customer: string, paymentMethod: string): Promise<void>;
  createSubscription(input: NewSubscription, key: string): Promise<ProviderSubscription>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  cancelSubscription(id: string): Promise<ProviderSubscription>;
  /** Ends a trial now: the first period starts and is charged at once. */
  endTrial(id: string): Promise<ProviderSubscription>;
  /** Extras for the subscription's next invoice. */
  addInvoiceItem(input: NewInvoiceItem, key: string): Promise<void>;
  /** Invoices the pending items now and tries to charge them (a threshold bill). */
  invoiceNow(subscription: string, key: string): Promise<ProviderInvoice | null>;
  /** Tries to charge an open invoice again now (the pay-now button). */
  payInvoice(invoice: string): Promise<ProviderInvoice>;
  retrieveInvoice(id: string): Promise<ProviderInvoice>;
}

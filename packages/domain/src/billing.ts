import type { Language } from './locale';
import { formatFixed } from './number-format';
import { MONTHLY_PLANS, type PricingMarket, pricingMarket } from './pricing';

/** SPEC §2 "Onboarding checkout": the plan decides the channel of the customers' messages. */
export const SUBSCRIPTION_PLANS = ['whatsapp', 'sms'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** SPEC §3: card or wire_transfer; a PayPal subscription is paid through PayPal. */
export const PAYMENT_TYPES = ['card', 'paypal', 'wire_transfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Stripe's subscription graph (DESIGN §10), which every provider's statuses map onto. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** SPEC §4 "Standing check": the banner value, also kept in browser storage as sub_banner. */
export const STANDINGS = ['none', 'trial_expired', 'bad_sub'] as const;
export type Standing = (typeof STANDINGS)[number];

export interface StandingInput {
  payment_type: PaymentType | null;
  /** The provider's status; null when the business never subscribed. */
  status: SubscriptionStatus | null;
  has_salesperson: boolean;
  prepaid_trips_amount: number;
}

/**
 * SPEC §4 "Standing check", row by row. A PayPal subscription reads as a card one (its statuses
 * are mapped onto Stripe's); a business that never subscribed has no status, so "any other
 * status" makes it bad_sub.
 */
export function standingOf(input: StandingInput): Standing {
  if (input.payment_type === 'wire_transfer') return input.prepaid_trips_amount <= 0 ? 'bad_sub' : 'none';
  switch (input.status) {
    case 'trialing':
    case 'active':
      return 'none';
    case 'past_due':
    case 'unpaid':
      return input.has_salesperson ? 'bad_sub' : 'trial_expired';
    default:
      return 'bad_sub';
  }
}

/**
 * Failed renewals are tried again this many days after the first failure (a schedule like
 * Stripe's default: four tries over two weeks); after the last one the subscription is unpaid.
 */
export const PAYMENT_RETRY_DAYS = [3, 7, 14] as const;
/** Stripe's: a first payment that failed leaves the subscription incomplete for 23 hours. */
export const INCOMPLETE_EXPIRES_HOURS = 23;
/** Issue 12: the "trial ends in N days" notice shows in the trial's last 2 days. */
export const TRIAL_NOTICE_DAYS = 2;

/** SPEC §8 "Card": the two declines the spec words exactly. */
export const CARD_DECLINE_CODES = ['card_insufficient_funds', 'card_declined'] as const;
export type CardDeclineCode = (typeof CARD_DECLINE_CODES)[number];

/**
 * The end of the billing period that starts `cycles` months after `anchor`, on the anchor's day
 * of the month, or the month's last day when it is shorter (Jan 31 → Feb 28 → Mar 31), in UTC.
 */
export function addBillingMonths(anchor: Date, cycles: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + cycles;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(anchor);
  result.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return result;
}

/** The deliveries beyond the included ones and what they cost, in minor units. */
export function extraDeliveries(
  deliveries: number,
  included: number,
  extraMinor: number,
): { count: number; amount_minor: number } {
  const count = Math.max(0, deliveries - included);
  return { count, amount_minor: count * extraMinor };
}

/** The price list a business's country gets: SPEC §9 "Pricing", with the market's settings. */
export interface MarketPrice {
  market: PricingMarket;
  currency: 'MXN' | 'USD';
  monthly_price_minor: number;
  included_deliveries: number;
  extra_delivery_minor: number;
}

/** Per-market overrides of the extra price (the spec also shows 1.50 MXN). */
export type ExtraPriceSettings = Partial<Record<PricingMarket, number>>;

export function marketPrice(
  countryIso: string | null | undefined,
  extras: ExtraPriceSettings = {},
): MarketPrice {
  const plan = MONTHLY_PLANS[pricingMarket(countryIso)];
  return { ...plan, extra_delivery_minor: extras[plan.market] ?? plan.extra_delivery_minor };
}

const CURRENCY_SYMBOL: Record<string, string> = { MXN: '$', USD: '$' };

/**
 * Money in minor units as a person reads it, with its currency code so pesos and dollars are
 * never confused: "$299.00 MXN", "$0.05 USD" (one number style per language, decision 0012).
 */
export function formatMoney(amountMinor: number, currency: string, language: Language): string {
  const sign = amountMinor < 0 ? '-' : '';
  const symbol = CURRENCY_SYMBOL[currency] ?? '';
  return `${sign}${symbol}${formatFixed(Math.abs(amountMinor) / 100, language, 2)} ${currency}`;
}

import { z } from 'zod/mini';
import { PAYMENT_TYPES, STANDINGS, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../billing';
import { LANGUAGES } from '../locale';
import { PRICING_MARKETS } from '../pricing';
import { MarketPriceSchema } from './billing';

/** A salesperson as they see themselves (issue 13): never the password. */
export const SalespersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  cell_phone: z.string(),
  language: z.enum(LANGUAGES),
  referral_code: z.string(),
  /** The link a salesperson shares: opening it keeps the code in the browser (`my_referrer`). */
  referral_url: z.string(),
});
export type Salesperson = z.infer<typeof SalespersonSchema>;

/** POST /api/salesperson/login. */
export const SalespersonSessionSchema = z.object({
  data: z.object({ jwt_token: z.string(), salesperson: SalespersonSchema }),
});
export type SalespersonSession = z.infer<typeof SalespersonSessionSchema>['data'];

/** GET /api/salesperson/me. */
export const SalespersonAnswerSchema = z.object({ data: SalespersonSchema });

/** One business of a salesperson's on /panel. Times are unix seconds. */
export const PanelBusinessSchema = z.object({
  business_id: z.string(),
  company_name: z.string(),
  country_iso: z.string(),
  admin_email: z.string(),
  admin_name: z.string(),
  cell_phone: z.string(),
  signed_up_at: z.number(),
  plan: z.nullable(z.enum(SUBSCRIPTION_PLANS)),
  payment_type: z.nullable(z.enum(PAYMENT_TYPES)),
  status: z.nullable(z.enum(SUBSCRIPTION_STATUSES)),
  standing: z.enum(STANDINGS),
  /** Deliveries started in the current billing period, or in the last 30 days without one. */
  deliveries_this_period: z.number(),
  prepaid_remaining: z.nullable(z.number()),
  prepaid_frozen: z.nullable(z.number()),
});
export type PanelBusiness = z.infer<typeof PanelBusinessSchema>;

/** GET /api/panel. */
export const PanelSchema = z.object({
  data: z.object({
    businesses: z.array(PanelBusinessSchema),
    totals: z.object({
      businesses: z.number(),
      good_standing: z.number(),
      bad_standing: z.number(),
      deliveries_this_period: z.number(),
    }),
  }),
});
export type Panel = z.infer<typeof PanelSchema>['data'];

/** What a commission is earned on: a paid invoice, a prepaid purchase, or a refund of either. */
export const COMMISSION_KINDS = ['invoice', 'prepaid', 'refund'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

const CurrencyTotalSchema = z.object({ currency: z.string(), commission_minor: z.number() });

/** One line of the append-only commission ledger; a refund is a negative line of its own. */
export const CommissionLineSchema = z.object({
  id: z.string(),
  kind: z.enum(COMMISSION_KINDS),
  business_id: z.string(),
  company_name: z.string(),
  occurred_at: z.number(),
  base_amount_minor: z.number(),
  /** Basis points: 1000 is 10 %. */
  rate_bp: z.number(),
  commission_minor: z.number(),
  currency: z.string(),
});
export type CommissionLine = z.infer<typeof CommissionLineSchema>;

export const CommissionReportSchema = z.object({
  computed_at: z.number(),
  rates: z.array(z.object({ market: z.enum(PRICING_MARKETS), rate_bp: z.number() })),
  /** Newest month first, `YYYY-MM` in UTC. */
  months: z.array(
    z.object({
      month: z.string(),
      lines: z.array(CommissionLineSchema),
      totals: z.array(CurrencyTotalSchema),
    }),
  ),
  totals: z.array(CurrencyTotalSchema),
});
export type CommissionReport = z.infer<typeof CommissionReportSchema>;

/**
 * GET /api/commissions (SPEC §7: `salesperson`, `is_ready`, `my_request_id`): the first call
 * starts the computation (202); the page asks again with `my_request_id` until `is_ready`.
 */
export const CommissionsAnswerSchema = z.object({
  data: z.object({
    my_request_id: z.string(),
    is_ready: z.boolean(),
    report: z.optional(CommissionReportSchema),
  }),
});
export type CommissionsAnswer = z.infer<typeof CommissionsAnswerSchema>['data'];

/** GET /api/exchange_rate/pair/{from}/{to} (SPEC §7's exchange-rate service). */
export const ExchangeRateSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rate: z.number(),
    /** The day the rate is from, YYYY-MM-DD. */
    date: z.string(),
    source: z.enum(['table', 'service']),
  }),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>['data'];

/** GET /api/prices: each market's prices with this deployment's settings (the calculators). */
export const PriceListSchema = z.object({ data: z.object({ markets: z.array(MarketPriceSchema) }) });
export type PriceList = z.infer<typeof PriceListSchema>['data'];

import { PAYMENT_TYPES, STANDINGS, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '@rutaviva/domain';
import { z } from 'zod/mini';

/*
 * The three answers the lead is adding to packages/domain/src/wire/sales.ts (issue 13 contract),
 * written here from the contract until they land; replaced by the domain's once merged.
 */

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
  deliveries_this_period: z.number(),
  prepaid_remaining: z.nullable(z.number()),
  prepaid_frozen: z.nullable(z.number()),
});

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

const CurrencyTotal = z.object({ currency: z.string(), commission_minor: z.number() });

export const CommissionLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'prepaid', 'refund']),
  business_id: z.string(),
  company_name: z.string(),
  occurred_at: z.number(),
  base_amount_minor: z.number(),
  rate_bp: z.number(),
  commission_minor: z.number(),
  currency: z.string(),
});

export const CommissionsReportSchema = z.object({
  computed_at: z.number(),
  rates: z.array(z.object({ market: z.enum(['MX', 'US', 'international']), rate_bp: z.number() })),
  months: z.array(
    z.object({ month: z.string(), lines: z.array(CommissionLineSchema), totals: z.array(CurrencyTotal) }),
  ),
  totals: z.array(CurrencyTotal),
});

export const CommissionsAnswerSchema = z.object({
  data: z.object({
    my_request_id: z.string(),
    is_ready: z.boolean(),
    report: z.optional(CommissionsReportSchema),
  }),
});

export const ExchangeRateSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rate: z.number(),
    date: z.string(),
    source: z.enum(['table', 'service']),
  }),
});

/** SPEC §9 "Pricing": the monthly plan of each market, money in minor units (DESIGN §4). */
export const PRICING_MARKETS = ['MX', 'US', 'international'] as const;
export type PricingMarket = (typeof PRICING_MARKETS)[number];

export interface MonthlyPlan {
  market: PricingMarket;
  currency: 'MXN' | 'USD';
  /** Monthly price in minor units (centavos, cents). */
  monthly_price_minor: number;
  included_deliveries: number;
  /** Price of each delivery beyond the included ones, in minor units. */
  extra_delivery_minor: number;
}

export const MONTHLY_PLANS: Record<PricingMarket, MonthlyPlan> = {
  MX: {
    market: 'MX',
    currency: 'MXN',
    monthly_price_minor: 299_00,
    included_deliveries: 400,
    extra_delivery_minor: 75,
  },
  US: {
    market: 'US',
    currency: 'USD',
    monthly_price_minor: 15_00,
    included_deliveries: 300,
    extra_delivery_minor: 5,
  },
  international: {
    market: 'international',
    currency: 'USD',
    monthly_price_minor: 15_00,
    included_deliveries: 400,
    extra_delivery_minor: 4,
  },
};

/** SPEC §7: the detected country code (MX, US or other) drives the pricing. */
export function pricingMarket(countryIso: string | null | undefined): PricingMarket {
  const country = countryIso?.toUpperCase();
  return country === 'MX' || country === 'US' ? country : 'international';
}

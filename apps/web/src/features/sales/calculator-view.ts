import {
  extraDeliveries,
  type Language,
  type MarketPrice,
  MONTHLY_PLANS,
  marketPrice,
  type PricingMarket,
  prepaidPackPrice,
} from '@rutaviva/domain';

export const MARKETS: readonly PricingMarket[] = ['MX', 'US', 'international'];

/** The largest monthly volume the calculator takes: beyond it the numbers stop meaning much. */
export const MAX_MONTHLY_DELIVERIES = 100_000;

/** What N deliveries a month cost in a market: the monthly plan with its extras, and a prepaid pack. */
export interface Quote {
  price: MarketPrice;
  deliveries: number;
  extras: { count: number; amount_minor: number };
  monthly_total_minor: number;
  pack: ReturnType<typeof prepaidPackPrice>;
  /** Which way pays less for this volume; `same` when they cost the same. */
  cheaper: 'monthly' | 'prepaid' | 'same';
}

/** A country of the market, as marketPrice reads it ('international' is any other country). */
function countryOf(market: PricingMarket): string | null {
  return market === 'international' ? null : MONTHLY_PLANS[market].market;
}

/** The market's prices as SPEC §9 sets them, until the deployment's own (GET /api/prices) arrive. */
export function defaultPrice(market: PricingMarket): MarketPrice {
  return marketPrice(countryOf(market));
}

/** SPEC §9 "Pricing" applied to a volume, at the market's prices (the deployment's settings). */
export function quote(price: MarketPrice, deliveries: number): Quote {
  const extras = extraDeliveries(deliveries, price.included_deliveries, price.extra_delivery_minor);
  const monthly = price.monthly_price_minor + extras.amount_minor;
  const pack = prepaidPackPrice(price, deliveries);
  const cheaper =
    pack.amount_minor === monthly ? 'same' : pack.amount_minor < monthly ? 'prepaid' : 'monthly';
  return { price, deliveries, extras, monthly_total_minor: monthly, pack, cheaper };
}

/** An amount converted at `rate` (units of the target per unit of the source), to the cent. */
export function convertMinor(amountMinor: number, rate: number): number {
  return Math.round(amountMinor * rate);
}

/**
 * The market a calculator opens on: the business's country for an admin, else the salesperson's
 * language (a Spanish-speaking salesperson sells in Mexico first).
 */
export function defaultMarket(countryIso: string | null, language: Language): PricingMarket {
  if (countryIso) {
    const country = countryIso.toUpperCase();
    return country === 'MX' || country === 'US' ? country : 'international';
  }
  return language === 'spanish' ? 'MX' : 'US';
}

/** The typed monthly volume, or null while it is not a whole number from 0 to the maximum. */
export function monthlyDeliveries(typed: string): number | null {
  if (!/^\d{1,6}$/.test(typed.trim())) return null;
  const value = Number(typed.trim());
  return value <= MAX_MONTHLY_DELIVERIES ? value : null;
}

import { MONTHLY_PLANS } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  defaultMarket,
  defaultPrice,
  MARKETS,
  monthlyDeliveries,
  quote,
} from './calculator-view';

describe('calculator quote', () => {
  it('charges only the plan up to the included deliveries, in every market', () => {
    for (const market of MARKETS) {
      const plan = MONTHLY_PLANS[market];
      const q = quote(defaultPrice(market), plan.included_deliveries);
      expect(q.extras.count).toBe(0);
      expect(q.monthly_total_minor).toBe(plan.monthly_price_minor);
      expect(q.price.currency).toBe(plan.currency);
    }
  });

  it('adds each extra delivery at the market price (Mexico: 500 = 299.00 + 100 × 0.75)', () => {
    const q = quote(defaultPrice('MX'), 500);
    expect(q.extras).toEqual({ count: 100, amount_minor: 75_00 });
    expect(q.monthly_total_minor).toBe(374_00);
  });

  it('prices the prepaid pack of the same volume and says which way costs less', () => {
    expect(quote(defaultPrice('MX'), 400).pack.amount_minor).toBe(300_00);
    expect(quote(defaultPrice('MX'), 400).cheaper).toBe('monthly');
    expect(quote(defaultPrice('MX'), 100).cheaper).toBe('prepaid');
    expect(quote(defaultPrice('US'), 300).pack).toMatchObject({ amount_minor: 15_00, currency: 'USD' });
    expect(quote(defaultPrice('US'), 300).cheaper).toBe('same');
    expect(quote(defaultPrice('international'), 1_000).pack.amount_minor).toBe(40_00);
  });

  it('converts to the cent and opens on the market of the country, else of the language', () => {
    expect(convertMinor(299_00, 0.0589)).toBe(17_61);
    expect(defaultMarket('MX', 'english')).toBe('MX');
    expect(defaultMarket('PA', 'spanish')).toBe('international');
    expect(defaultMarket(null, 'spanish')).toBe('MX');
    expect(defaultMarket(null, 'english')).toBe('US');
  });

  it('takes whole monthly volumes only', () => {
    expect(monthlyDeliveries('800')).toBe(800);
    expect(monthlyDeliveries('0')).toBe(0);
    expect(monthlyDeliveries('-1')).toBeNull();
    expect(monthlyDeliveries('2.5')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MONTHLY_PLANS, pricingMarket } from './pricing';

describe('pricingMarket', () => {
  it('gives Mexico pesos, the US its own plan and every other country the international plan', () => {
    expect(MONTHLY_PLANS[pricingMarket('mx')]).toMatchObject({ currency: 'MXN', included_deliveries: 400 });
    expect(MONTHLY_PLANS[pricingMarket('US')]).toMatchObject({ currency: 'USD', included_deliveries: 300 });
    expect(pricingMarket('PA')).toBe('international');
    expect(pricingMarket(null)).toBe('international');
  });
});

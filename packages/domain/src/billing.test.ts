import { describe, expect, it } from 'vitest';
import {
  addBillingMonths,
  extraDeliveries,
  formatMoney,
  marketPrice,
  type StandingInput,
  SUBSCRIPTION_STATUSES,
  standingOf,
} from './billing';
import { CardEntrySchema, passesLuhn } from './billing-inputs';

const card = (status: StandingInput['status'], has_salesperson = false): StandingInput => ({
  payment_type: 'card',
  status,
  has_salesperson,
  prepaid_trips_amount: 0,
});

describe('standingOf (SPEC §4 "Standing check")', () => {
  it.each(['trialing', 'active'] as const)('gives none to a card subscription that is %s', (status) => {
    expect(standingOf(card(status))).toBe('none');
    expect(standingOf(card(status, true))).toBe('none');
  });

  it.each(['past_due', 'unpaid'] as const)(
    'gives %s trial_expired without a salesperson, bad_sub with one',
    (status) => {
      expect(standingOf(card(status))).toBe('trial_expired');
      expect(standingOf(card(status, true))).toBe('bad_sub');
    },
  );

  it.each(
    SUBSCRIPTION_STATUSES.filter((status) => !['trialing', 'active', 'past_due', 'unpaid'].includes(status)),
  )('gives bad_sub to any other status: %s', (status) => {
    expect(standingOf(card(status))).toBe('bad_sub');
    expect(standingOf(card(status, true))).toBe('bad_sub');
  });

  it('gives bad_sub to a business that never subscribed', () => {
    expect(standingOf({ ...card(null), payment_type: null })).toBe('bad_sub');
  });

  it('reads a PayPal subscription by its mapped status, as a card one', () => {
    expect(standingOf({ ...card('active'), payment_type: 'paypal' })).toBe('none');
    expect(standingOf({ ...card('past_due'), payment_type: 'paypal' })).toBe('trial_expired');
  });

  it.each([
    [0, 'bad_sub'],
    [-3, 'bad_sub'],
    [1, 'none'],
    [250, 'none'],
  ] as const)(
    'gives a wire transfer with %i prepaid deliveries %s, whatever the status',
    (amount, standing) => {
      for (const status of [null, 'canceled', 'active'] as const) {
        expect(
          standingOf({
            payment_type: 'wire_transfer',
            status,
            has_salesperson: true,
            prepaid_trips_amount: amount,
          }),
        ).toBe(standing);
      }
    },
  );
});

describe('addBillingMonths', () => {
  it("keeps the anchor day and time, or the month's last day when it is shorter", () => {
    const anchor = new Date('2027-01-31T15:30:00Z');
    expect(addBillingMonths(anchor, 1).toISOString()).toBe('2027-02-28T15:30:00.000Z');
    expect(addBillingMonths(anchor, 2).toISOString()).toBe('2027-03-31T15:30:00.000Z');
    expect(addBillingMonths(anchor, 13).toISOString()).toBe('2028-02-29T15:30:00.000Z');
    expect(addBillingMonths(new Date('2026-11-28T12:00:00Z'), 1).toISOString()).toBe(
      '2026-12-28T12:00:00.000Z',
    );
  });
});

describe('extraDeliveries', () => {
  it('charges only the deliveries beyond the included ones', () => {
    expect(extraDeliveries(399, 400, 75)).toEqual({ count: 0, amount_minor: 0 });
    expect(extraDeliveries(401, 400, 75)).toEqual({ count: 1, amount_minor: 75 });
    expect(extraDeliveries(1_300, 300, 5)).toEqual({ count: 1_000, amount_minor: 5_000 });
  });
});

describe('marketPrice', () => {
  it('prices Mexico, the US and every other country as SPEC §9 does, in minor units', () => {
    expect(marketPrice('MX')).toEqual({
      market: 'MX',
      currency: 'MXN',
      monthly_price_minor: 29_900,
      included_deliveries: 400,
      extra_delivery_minor: 75,
    });
    expect(marketPrice('US')).toMatchObject({
      currency: 'USD',
      monthly_price_minor: 1_500,
      included_deliveries: 300,
      extra_delivery_minor: 5,
    });
    expect(marketPrice('DO')).toMatchObject({
      currency: 'USD',
      monthly_price_minor: 1_500,
      included_deliveries: 400,
      extra_delivery_minor: 4,
    });
  });

  it("takes a market's extra price from its setting", () => {
    expect(marketPrice('MX', { MX: 150 }).extra_delivery_minor).toBe(150);
    expect(marketPrice('US', { MX: 150 }).extra_delivery_minor).toBe(5);
  });
});

describe('formatMoney', () => {
  it('prints minor units with two decimals and the currency code in both languages', () => {
    expect(formatMoney(29_900, 'MXN', 'spanish')).toBe('$299.00 MXN');
    expect(formatMoney(123_456, 'MXN', 'english')).toBe('$1,234.56 MXN');
    expect(formatMoney(5, 'USD', 'english')).toBe('$0.05 USD');
    expect(formatMoney(-75, 'MXN', 'spanish')).toBe('-$0.75 MXN');
  });
});

describe('card entry', () => {
  it("accepts Stripe's test numbers typed with spaces", () => {
    for (const number of [
      '4242 4242 4242 4242',
      '4000 0000 0000 9995',
      '4000000000000002',
      '4000-0000-0000-0341',
    ]) {
      expect(CardEntrySchema.safeParse({ number, exp_month: 12, exp_year: 2030, cvc: '123' }).success).toBe(
        true,
      );
    }
  });

  it('names the field that is wrong', () => {
    const result = CardEntrySchema.safeParse({
      number: '4242 4242 4242 4241',
      exp_month: 13,
      exp_year: 2030,
      cvc: '12',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['number', 'exp_month', 'cvc']);
    expect(passesLuhn('4242424242424242')).toBe(true);
  });
});

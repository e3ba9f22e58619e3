import type { Subscription } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  addCardSearch,
  awaitsCharge,
  billingViewOf,
  cardExpiry,
  lookOf,
  nextActions,
  paypalExplained,
  planFromQuery,
  prepaidBalanceOf,
  priceFromQuery,
  trialDaysLeft,
  trialNoticeDays,
} from './subscription-view';

const DAY = 86_400;
const NOW = 1_800_000_000;

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    subscription_id: 'sub_1',
    plan: 'whatsapp',
    payment_type: 'card',
    status: 'active',
    view: 'active',
    trial_end: null,
    current_period_start: NOW - DAY,
    current_period_end: NOW + 29 * DAY,
    next_charge: null,
    amount_due: null,
    canceled_at: null,
    ...overrides,
  };
}

const overdue = { amount_minor: 29_900, currency: 'MXN', invoice_id: 'in_1' };

describe('nextActions', () => {
  it('sends a business without a subscription to choose a plan', () => {
    expect(billingViewOf(null)).toBe('none');
    expect(nextActions(null)).toEqual(['choose_plan']);
  });

  it('offers no card to a PayPal subscription: pay through PayPal, or start the approval again', () => {
    const paypal = { payment_type: 'paypal' as const };
    expect(
      nextActions(subscription({ ...paypal, status: 'past_due', view: 'past_due', amount_due: overdue })),
    ).toEqual(['pay_now']);
    expect(nextActions(subscription({ ...paypal, status: 'incomplete', view: 'incomplete' }))).toEqual([
      'choose_plan',
    ]);
    expect(paypalExplained(subscription({ ...paypal, status: 'trialing', view: 'trialing' }))).toBe(
      'trialing',
    );
    expect(paypalExplained(subscription({ status: 'trialing', view: 'trialing' }))).toBeNull();
  });

  it('asks for a new card and the overdue payment when a charge failed', () => {
    expect(nextActions(subscription({ status: 'past_due', view: 'past_due', amount_due: overdue }))).toEqual([
      'update_card',
      'pay_now',
    ]);
    expect(
      nextActions(subscription({ status: 'past_due', view: 'trial_expired', amount_due: overdue })),
    ).toEqual(['update_card', 'pay_now']);
  });

  it('offers pay-now only while something is overdue', () => {
    expect(nextActions(subscription({ status: 'past_due', view: 'past_due' }))).toEqual(['update_card']);
  });

  it('reactivates a canceled subscription and retries an expired first payment with another card', () => {
    expect(nextActions(subscription({ status: 'canceled', view: 'canceled' }))).toEqual(['reactivate']);
    expect(nextActions(subscription({ status: 'incomplete_expired', view: 'incomplete_expired' }))).toEqual([
      'try_another_card',
      'reactivate',
    ]);
  });

  it('asks for nothing while the trial or the subscription runs, and lets both be managed', () => {
    for (const view of ['trialing', 'active'] as const) {
      expect(nextActions(subscription({ status: view, view }))).toEqual([]);
      expect(lookOf(view).manageable).toBe(true);
    }
    expect(lookOf('canceled').manageable).toBe(false);
    expect(lookOf('none').manageable).toBe(false);
  });
});

describe('trialDaysLeft', () => {
  it('rounds a part of a day up and stops at zero', () => {
    expect(trialDaysLeft(NOW + 7 * DAY, NOW)).toBe(7);
    expect(trialDaysLeft(NOW + DAY + 1, NOW)).toBe(2);
    expect(trialDaysLeft(NOW + 60, NOW)).toBe(1);
    expect(trialDaysLeft(NOW - 60, NOW)).toBe(0);
  });
});

describe('trialNoticeDays', () => {
  const trial = (daysLeft: number) =>
    subscription({ status: 'trialing', view: 'trialing', trial_end: NOW + daysLeft * DAY });

  it('shows in the last two days of a trial only', () => {
    expect(trialNoticeDays(trial(7), NOW)).toBeNull();
    expect(trialNoticeDays(trial(3), NOW)).toBeNull();
    expect(trialNoticeDays(trial(2), NOW)).toBe(2);
    expect(trialNoticeDays(trial(0.5), NOW)).toBe(1);
  });

  it('never shows outside a trial', () => {
    expect(trialNoticeDays(subscription({ trial_end: NOW + DAY }), NOW)).toBeNull();
    expect(trialNoticeDays(null, NOW)).toBeNull();
  });
});

describe('the purchase carried in the URL', () => {
  it('round-trips the plan and the confirmed price', () => {
    const query = new URLSearchParams(addCardSearch('sms', 29_900));
    expect(planFromQuery(query.get('plan'))).toBe('sms');
    expect(priceFromQuery(query.get('price'))).toBe(29_900);
  });

  it('ignores an unknown plan and a price that is not whole minor units', () => {
    expect(planFromQuery('telegram')).toBeNull();
    expect(planFromQuery(null)).toBeNull();
    expect(priceFromQuery('299.00')).toBeNull();
    expect(priceFromQuery('-1')).toBeNull();
    expect(priceFromQuery(null)).toBeNull();
  });
});

describe('cardExpiry', () => {
  it('prints month and year as on the card', () => {
    expect(cardExpiry(3, 2031)).toBe('03/31');
  });
});

describe('awaitsCharge', () => {
  const paid = (created: number, status: 'succeeded' | 'failed' = 'succeeded') => ({
    id: `ch_${created}`,
    created,
    amount_minor: 29_900,
    currency: 'MXN',
    status,
    failure_code: null,
    invoice_id: 'in_1',
    card_last4: '4242',
  });
  const active = subscription({ current_period_start: NOW });

  it('waits for the charge of an active period that shows none yet', () => {
    expect(awaitsCharge(active, [])).toBe(true);
    expect(awaitsCharge(active, [paid(NOW - 30 * DAY), paid(NOW + 5, 'failed')])).toBe(true);
  });

  it('stops once the period has its successful charge, and never waits during a trial', () => {
    expect(awaitsCharge(active, [paid(NOW + 5)])).toBe(false);
    expect(awaitsCharge(subscription({ status: 'trialing', view: 'trialing' }), [])).toBe(false);
    expect(awaitsCharge(null, [])).toBe(false);
  });
});

describe('prepaidBalanceOf', () => {
  const balance = { remaining: 0, frozen: 10, last_purchase_at: NOW, freezes_at: null, movements: [] };

  it('shows the balance of a business paying by wire transfer, in place of its status', () => {
    expect(prepaidBalanceOf(subscription({ payment_type: 'wire_transfer', status: 'active' }), balance)).toBe(
      balance,
    );
  });

  it('keeps the card subscription view when a card or PayPal pays, or nothing is prepaid', () => {
    expect(prepaidBalanceOf(subscription({ payment_type: 'card' }), balance)).toBeNull();
    expect(prepaidBalanceOf(subscription({ payment_type: 'paypal' }), balance)).toBeNull();
    expect(prepaidBalanceOf(subscription({ payment_type: 'wire_transfer' }), null)).toBeNull();
  });
});

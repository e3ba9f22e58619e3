import { describe, expect, it } from 'vitest';
import { minorOf, type PayPalSubscription, statusOfPayPal } from './paypal-status';

const NOW = new Date('2026-03-10T12:00:00Z');
const cycles = (trialCompleted: number, regularCompleted: number) => [
  { tenure_type: 'TRIAL', cycles_completed: trialCompleted, total_cycles: 1 },
  { tenure_type: 'REGULAR', cycles_completed: regularCompleted, total_cycles: 0 },
];
const subscription = (over: Partial<PayPalSubscription>): PayPalSubscription => ({
  id: 'I-1',
  status: 'ACTIVE',
  create_time: '2026-03-10T11:00:00Z',
  billing_info: {
    outstanding_balance: { currency_code: 'MXN', value: '0.00' },
    cycle_executions: cycles(1, 1),
    failed_payments_count: 0,
  },
  ...over,
});

describe('statusOfPayPal', () => {
  it('reads an approval not yet given as incomplete, and as incomplete_expired after 23 hours', () => {
    expect(statusOfPayPal(subscription({ status: 'APPROVAL_PENDING' }), NOW)).toBe('incomplete');
    expect(statusOfPayPal(subscription({ status: 'APPROVED' }), NOW)).toBe('incomplete');
    const old = subscription({ status: 'APPROVAL_PENDING', create_time: '2026-03-09T13:00:00Z' });
    expect(statusOfPayPal(old, NOW)).toBe('incomplete_expired');
  });

  it('reads an active subscription as trialing until its trial cycle completes, then active', () => {
    const trial = subscription({ billing_info: { cycle_executions: cycles(0, 0) } });
    expect(statusOfPayPal(trial, NOW)).toBe('trialing');
    expect(statusOfPayPal(subscription({}), NOW)).toBe('active');
  });

  it('reads a failed payment or a balance owed as past_due', () => {
    const failed = subscription({
      billing_info: { cycle_executions: cycles(1, 1), failed_payments_count: 1 },
    });
    expect(statusOfPayPal(failed, NOW)).toBe('past_due');
    const owes = subscription({
      billing_info: {
        cycle_executions: cycles(1, 1),
        outstanding_balance: { currency_code: 'MXN', value: '0.75' },
      },
    });
    expect(statusOfPayPal(owes, NOW)).toBe('past_due');
  });

  it('reads SUSPENDED as unpaid, CANCELLED and EXPIRED as canceled', () => {
    expect(statusOfPayPal(subscription({ status: 'SUSPENDED' }), NOW)).toBe('unpaid');
    expect(statusOfPayPal(subscription({ status: 'CANCELLED' }), NOW)).toBe('canceled');
    expect(statusOfPayPal(subscription({ status: 'EXPIRED' }), NOW)).toBe('canceled');
  });
});

describe('minorOf', () => {
  it("reads PayPal's decimal amounts in minor units, exactly", () => {
    expect(minorOf('299.00')).toBe(29_900);
    expect(minorOf('0.75')).toBe(75);
    expect(minorOf('15')).toBe(1500);
    expect(minorOf('0.1')).toBe(10);
    expect(minorOf(undefined)).toBe(0);
  });
});

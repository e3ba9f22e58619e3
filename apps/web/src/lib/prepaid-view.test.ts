import type { PrepaidBalance, PrepaidMovement } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  deliveriesOnCredit,
  movementDelta,
  prepaidRunOut,
  recentMovements,
  upcomingFreeze,
} from './prepaid-view';

const NOW = 1_800_000_000;

function balance(overrides: Partial<PrepaidBalance> = {}): PrepaidBalance {
  return {
    remaining: 100,
    frozen: 0,
    last_purchase_at: NOW - 86_400,
    freezes_at: NOW + 30 * 86_400,
    movements: [],
    ...overrides,
  };
}

function movement(
  kind: PrepaidMovement['kind'],
  deliveries: number,
  occurred_at: number,
  id: string = kind,
): PrepaidMovement {
  return { id, kind, deliveries, amount_minor: 0, currency: null, transfer_reference: null, occurred_at };
}

describe('prepaid view', () => {
  it('reads a balance of 0 or less as run out (bad_sub), and what went on credit', () => {
    expect(prepaidRunOut(balance({ remaining: 1 }))).toBe(false);
    expect(prepaidRunOut(balance({ remaining: 0 }))).toBe(true);
    expect(prepaidRunOut(balance({ remaining: -3 }))).toBe(true);
    expect(deliveriesOnCredit(balance({ remaining: -3 }))).toBe(3);
    expect(deliveriesOnCredit(balance({ remaining: 5 }))).toBe(0);
  });

  it('announces the freeze date only while something can still freeze', () => {
    expect(upcomingFreeze(balance(), NOW)).toBe(NOW + 30 * 86_400);
    expect(upcomingFreeze(balance({ freezes_at: NOW - 1 }), NOW)).toBeNull();
    expect(upcomingFreeze(balance({ remaining: 0 }), NOW)).toBeNull();
    expect(upcomingFreeze(balance({ freezes_at: null }), NOW)).toBeNull();
  });

  it('signs movements by what they do to the usable balance', () => {
    expect(movementDelta(movement('purchase', 400, NOW))).toBe(400);
    expect(movementDelta(movement('unfreeze', 40, NOW))).toBe(40);
    expect(movementDelta(movement('use', -1, NOW))).toBe(-1);
    expect(movementDelta(movement('freeze', 40, NOW))).toBe(-40);
  });

  it('lists the newest movements first and counts the rest', () => {
    const list = [
      movement('purchase', 400, NOW - 100, 'a'),
      movement('use', -1, NOW, 'b'),
      movement('use', -1, NOW - 50, 'c'),
    ];
    const { shown, hidden } = recentMovements(list, 2);
    expect(shown.map((m) => m.id)).toEqual(['b', 'c']);
    expect(hidden).toBe(1);
  });
});

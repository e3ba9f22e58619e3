import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { changedUnitPrice, packAmount, packSize } from './pack-view';

describe('pack view', () => {
  it('prices a pack as deliveries × the price of one (400 in Mexico at 0.75 are 300.00 MXN)', () => {
    expect(packAmount(75, 400)).toBe(300_00);
  });

  it('takes a whole number of deliveries from 1 to the largest pack', () => {
    expect(packSize(' 1500 ')).toBe(1_500);
    expect(packSize('0')).toBeNull();
    expect(packSize('1.5')).toBeNull();
    expect(packSize('100001')).toBeNull();
    expect(packSize('')).toBeNull();
  });

  it('reads the new price of one delivery from a 409 amount_changed', () => {
    const error = new ApiError(
      409,
      'amount_changed',
      'changed',
      {},
      {
        code: 'amount_changed',
        pack: { deliveries: 400, unit_amount_minor: 150, amount_minor: 600_00, currency: 'MXN' },
      },
    );
    expect(changedUnitPrice(error)).toBe(150);
    expect(changedUnitPrice(new ApiError(409, 'prepaid_exists', 'exists'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ratingKey, ratingShares } from './ratings';

describe('ratingShares', () => {
  it('gives whole percentages that add up to 100', () => {
    const shares = ratingShares({ total: 3, bad: 1, okay: 1, excellent: 1 });
    expect(shares.excellent + shares.okay + shares.bad).toBe(100);
    expect(Object.values(shares).sort()).toEqual([33, 33, 34]);
  });

  it.each([
    [
      'rounds by the largest remainder',
      { total: 8, bad: 1, okay: 2, excellent: 5 },
      { excellent: 63, okay: 25, bad: 12 },
    ],
    [
      'is all zero without reviews',
      { total: 0, bad: 0, okay: 0, excellent: 0 },
      { excellent: 0, okay: 0, bad: 0 },
    ],
    [
      'gives 100 to the only rating given',
      { total: 4, bad: 0, okay: 0, excellent: 4 },
      { excellent: 100, okay: 0, bad: 0 },
    ],
  ])('%s', (_behaviour, counts, shares) => {
    expect(ratingShares(counts)).toEqual(shares);
  });
});

describe('ratingKey', () => {
  it('names 1 bad, 2 okay and 3 excellent', () => {
    expect([1, 2, 3].map(ratingKey)).toEqual(['bad', 'okay', 'excellent']);
  });
});

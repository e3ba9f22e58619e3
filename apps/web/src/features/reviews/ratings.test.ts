import { describe, expect, it } from 'vitest';
import { ratingKey, ratingShares } from './ratings';

describe('ratingShares', () => {
  it('gives whole percentages that add up to 100', () => {
    const shares = ratingShares({ total: 3, bad: 1, okay: 1, excellent: 1 });
    expect(shares.excellent + shares.okay + shares.bad).toBe(100);
    expect(Object.values(shares).sort()).toEqual([33, 33, 34]);
  });

  it('rounds by the largest remainder', () => {
    expect(ratingShares({ total: 8, bad: 1, okay: 2, excellent: 5 })).toEqual({
      excellent: 63,
      okay: 25,
      bad: 12,
    });
  });

  it('is all zero without reviews', () => {
    expect(ratingShares({ total: 0, bad: 0, okay: 0, excellent: 0 })).toEqual({
      excellent: 0,
      okay: 0,
      bad: 0,
    });
  });

  it('gives 100 to the only rating given', () => {
    expect(ratingShares({ total: 4, bad: 0, okay: 0, excellent: 4 })).toEqual({
      excellent: 100,
      okay: 0,
      bad: 0,
    });
  });
});

describe('ratingKey', () => {
  it('names 1 bad, 2 okay and 3 excellent', () => {
    expect([1, 2, 3].map(ratingKey)).toEqual(['bad', 'okay', 'excellent']);
  });
});

import { REWARD_FACT_COUNT } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../i18n';
import { FACT_COUNT, factFor, factKey } from './facts';

describe('the reward facts after a review', () => {
  it.each(Object.entries(DICTIONARIES))(
    'has exactly 19 distinct, short, non-empty facts in %s',
    (_, dictionary) => {
      expect(FACT_COUNT).toBe(19);
      expect(FACT_COUNT).toBe(REWARD_FACT_COUNT);
      const keys = Object.keys(dictionary).filter((key) => /^fact\.\d+$/.test(key));
      expect(keys).toHaveLength(FACT_COUNT);
      const facts = Array.from({ length: FACT_COUNT }, (_, index) => dictionary[factKey(index + 1)]);
      for (const fact of facts) {
        expect(fact?.trim()).toBeTruthy();
        expect(fact.length).toBeLessThanOrEqual(180);
      }
      expect(new Set(facts).size).toBe(FACT_COUNT);
    },
  );

  it('picks the same fact for the same trip, and spreads trips over the facts', () => {
    expect(factFor('demo')).toBe(factFor('demo'));
    expect(factFor('abc123')).toBe(factFor('abc123'));
    const picked = new Set(Array.from({ length: 500 }, (_, index) => factFor(`trip-${index}`)));
    expect(picked.size).toBe(FACT_COUNT);
    for (const key of picked) expect(key).toMatch(/^fact\.([1-9]|1[0-9])$/);
  });
});

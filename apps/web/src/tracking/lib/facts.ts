import type { MessageKey } from '../i18n';

/**
 * SPEC §2/§9: the number of reward facts shown after a review, in each language. The domain's
 * REWARD_FACT_COUNT, held equal by the test: importing it here costs the tracking page bytes.
 */
export const FACT_COUNT = 19;

export type FactKey = Extract<MessageKey, `fact.${number}`>;

/** The dictionary key of the n-th fact, 1-based. */
export const factKey = (n: number) => `fact.${n}` as FactKey;

/** A stable fact for a trip: a small string hash of its id, so a reload shows the same one. */
export function factFor(tripId: string): FactKey {
  let hash = 0;
  for (let index = 0; index < tripId.length; index++) {
    hash = (hash * 31 + tripId.charCodeAt(index)) >>> 0;
  }
  return factKey((hash % FACT_COUNT) + 1);
}

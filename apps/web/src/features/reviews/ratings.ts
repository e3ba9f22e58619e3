import type { ReviewList } from '@rutaviva/domain';
import type { Rating } from './review-filters';

export type RatingKey = 'bad' | 'okay' | 'excellent';

/** SPEC §9 "Ratings": 1 bad, 2 okay, 3 excellent. */
export const RATING_KEYS: Record<Rating, RatingKey> = { 1: 'bad', 2: 'okay', 3: 'excellent' };

/** Best first, as the summary and the chips list them. */
export const RATINGS_BEST_FIRST: readonly Rating[] = [3, 2, 1];

export function ratingKey(rating: number): RatingKey {
  return rating >= 3 ? 'excellent' : rating === 2 ? 'okay' : 'bad';
}

export type RatingSummary = ReviewList['summary'];

/**
 * Whole percentages of each rating that add up to exactly 100 (largest remainder), so the bar's
 * labels never read 33 + 33 + 33. All zero when there is no review.
 */
export function ratingShares(summary: RatingSummary): Record<RatingKey, number> {
  const keys: RatingKey[] = ['excellent', 'okay', 'bad'];
  const counted = keys.reduce((sum, key) => sum + summary[key], 0);
  if (counted <= 0) return { excellent: 0, okay: 0, bad: 0 };
  const exact = keys.map((key) => ({ key, value: (summary[key] / counted) * 100 }));
  const shares = Object.fromEntries(exact.map(({ key, value }) => [key, Math.floor(value)])) as Record<
    RatingKey,
    number
  >;
  let left = 100 - keys.reduce((sum, key) => sum + shares[key], 0);
  const byRemainder = [...exact].sort((a, b) => (b.value % 1) - (a.value % 1));
  for (const { key } of byRemainder) {
    if (left <= 0) break;
    shares[key] += 1;
    left -= 1;
  }
  return shares;
}

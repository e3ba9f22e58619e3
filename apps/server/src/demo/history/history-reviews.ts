import type { ReviewChoice } from '@rutaviva/domain';
import {
  BAD_REVIEWS,
  EXCELLENT_IMPROVEMENTS,
  EXCELLENT_REMARKS,
  LATE_REVIEWS,
  OKAY_IMPROVEMENTS,
  OKAY_REMARKS,
  withCourier,
} from './history-texts';
import type { SeededRandom } from './seeded-random';

/** The two cases the demo must show: the spec's slow and long flags, and an unhappy customer. */
export type Showcase = 'late' | 'bad_review';

export interface PlannedReview {
  rating: 1 | 2 | 3;
  selected: ReviewChoice[];
  remarks: string | null;
  improvement: string | null;
  reviewedAt: Date;
}

/** Share of deliveries the customer rates, and of those rated excellent. */
const REVIEW_RATE = 0.42;
const EXCELLENT_RATE = 0.9;
const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

/** `count` different choices drawn from a weighted pool, plus `with` (what the remark speaks of). */
function choices(
  random: SeededRandom,
  pool: readonly ReviewChoice[],
  count: number,
  withChoice?: ReviewChoice,
): ReviewChoice[] {
  const chosen = new Set<ReviewChoice>(withChoice ? [withChoice] : []);
  for (let tries = 0; chosen.size < count && tries < 20; tries++) chosen.add(random.pick(pool));
  return [...chosen];
}

/** Liked most often: the food, the courier and the speed. */
const LIKED: readonly ReviewChoice[] = [
  'product',
  'product',
  'courier',
  'delivery_time',
  'delivery_time',
  'tracking_and_notifications',
  'service',
];
const WENT_WRONG: readonly ReviewChoice[] = ['delivery_time', 'delivery_time', 'product', 'service'];

/** The nth item, going round: the showcases of a month take different words. */
export const nth = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

export function plannedReview(
  random: SeededRandom,
  showcase: Showcase | null,
  showcaseTurn: number,
  end: Date,
  courierFirstName: string,
): PlannedReview | null {
  const reviewedAt = minutesAfter(end, random.between(2, 45));
  const write = (text: string) => withCourier(text, courierFirstName);
  if (showcase) {
    const review = nth(showcase === 'late' ? LATE_REVIEWS : BAD_REVIEWS, showcaseTurn);
    return {
      rating: showcase === 'late' ? 2 : 1,
      selected: review.selected,
      remarks: write(review.remarks),
      improvement: review.improvement,
      reviewedAt,
    };
  }
  if (!random.chance(REVIEW_RATE)) return null;
  if (random.chance(EXCELLENT_RATE)) {
    const remark = random.chance(0.5) ? random.pick(EXCELLENT_REMARKS) : null;
    return {
      rating: 3,
      selected: choices(random, LIKED, random.pick([0, 1, 1, 1, 2, 2, 2, 3]), remark?.about),
      remarks: remark ? write(remark.text) : null,
      improvement: random.chance(0.05) ? random.pick(EXCELLENT_IMPROVEMENTS) : null,
      reviewedAt,
    };
  }
  const remark = random.chance(0.7) ? random.pick(OKAY_REMARKS) : null;
  return {
    rating: 2,
    selected: choices(random, WENT_WRONG, 1, remark?.about),
    remarks: remark ? write(remark.text) : null,
    improvement: random.chance(0.5) ? random.pick(OKAY_IMPROVEMENTS) : null,
    reviewedAt,
  };
}

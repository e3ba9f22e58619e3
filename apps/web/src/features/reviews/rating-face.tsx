import { RATING_FACES } from '../../components/icons';
import { ratingKey } from './ratings';

/** SPEC §9 "Ratings": a sad (1), neutral (2) or happy (3) face in the rating's colour; decorative. */
export function RatingFace({ rating, size = 24 }: { rating: number; size?: number }) {
  const key = ratingKey(rating);
  const Face = RATING_FACES[rating >= 3 ? 3 : rating === 2 ? 2 : 1];
  return (
    <span className={`rating-face rating-face--${key}`} aria-hidden="true">
      <Face size={size} strokeWidth={2} />
    </span>
  );
}

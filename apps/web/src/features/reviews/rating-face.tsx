import { FaceHappyIcon, FaceNeutralIcon, FaceSadIcon } from '../../components/icons';
import { type RatingKey, ratingKey } from './ratings';

const FACES: Record<RatingKey, typeof FaceHappyIcon> = {
  bad: FaceSadIcon,
  okay: FaceNeutralIcon,
  excellent: FaceHappyIcon,
};

/** SPEC §9 "Ratings": a sad (1), neutral (2) or happy (3) face in the rating's colour; decorative. */
export function RatingFace({ rating, size = 24 }: { rating: number; size?: number }) {
  const key = ratingKey(rating);
  const Face = FACES[key];
  return (
    <span className={`rating-face rating-face--${key}`} aria-hidden="true">
      <Face size={size} strokeWidth={2} />
    </span>
  );
}

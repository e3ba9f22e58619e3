import { formatDate, formatTime, type ReviewItem } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../components/icons';
import { useBranchName } from '../../lib/branches';
import { paths } from '../../lib/paths';
import { RatingFace } from './rating-face';
import { ratingKey } from './ratings';
import './review-card.css';

/** The courier word as a label or a choice: "Courier", "Repartidor", "Motorizado"… */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** One customer's review: the face and its word, what they chose, what they wrote, who delivered. */
export function ReviewCard({
  review,
  timeZone,
  courierTitle,
}: {
  review: ReviewItem;
  timeZone: string;
  courierTitle: string;
}) {
  const { t } = useTranslation();
  const branchName = useBranchName();
  const key = ratingKey(review.rating);
  const courierName = `${review.delivery_user_first_name} ${review.delivery_user_last_name}`.trim();
  const reviewedAt = `${formatDate(review.reviewed_at, timeZone)} ${formatTime(review.reviewed_at, timeZone)}`;
  const trackingHref = `${paths.tracking}?id=${encodeURIComponent(review.generated_trip_id)}`;
  const hasText = Boolean(review.remarks || review.improvement);

  return (
    <li
      className={`panel review-card review-card--${key}`}
      data-testid="review"
      data-trip-id={review.generated_trip_id}
    >
      <header className="review-card__head">
        <RatingFace rating={review.rating} size={26} />
        <div className="review-card__who">
          <p className="review-card__rating">{t(`reviews.ratings.${key}`)}</p>
          <p className="review-card__meta">
            <span className="visually-hidden">{courierTitle}: </span>
            <span className="review-card__courier">{courierName}</span>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">{t('reviews.card.branch')}: </span>
            <span>{branchName(review.branch_name)}</span>
          </p>
        </div>
        <time
          className="review-card__date"
          dateTime={new Date(review.reviewed_at * 1000).toISOString()}
          title={t('reviews.card.deliveryStarted', {
            date: formatDate(review.start_time, timeZone),
            time: formatTime(review.start_time, timeZone),
          })}
        >
          <span className="visually-hidden">{t('reviews.card.reviewedAt')} </span>
          {reviewedAt}
        </time>
      </header>

      {review.selected.length > 0 ? (
        <div className="review-card__choices">
          <span className="overline review-card__label">
            {t(review.rating >= 3 ? 'reviews.card.liked' : 'reviews.card.wentWrong')}
          </span>
          <ul className="review-tags">
            {review.selected.map((choice) => (
              <li key={choice} className="review-tag">
                {t(`reviews.choices.${choice}`, { courierTitle })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {review.remarks ? (
        <blockquote className="review-card__quote">
          <span className="visually-hidden">{t('reviews.card.remarks')}: </span>
          {review.remarks}
        </blockquote>
      ) : null}

      {review.improvement ? (
        <div className="review-card__improvement">
          <span className="overline review-card__label">{t('reviews.card.improvement')}</span>
          <p>{review.improvement}</p>
        </div>
      ) : null}

      {hasText || review.selected.length > 0 ? null : (
        <p className="review-card__no-text">{t('reviews.card.noText')}</p>
      )}

      <footer className="review-card__foot">
        <a
          className="inline-icon review-card__link"
          href={trackingHref}
          target="_blank"
          rel="noreferrer"
          aria-label={t('reviews.card.openTrackingLabel')}
        >
          {t('reviews.card.openTracking')}
          <ExternalLinkIcon size={14} />
        </a>
      </footer>
    </li>
  );
}

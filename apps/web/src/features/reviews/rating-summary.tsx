import { useTranslation } from 'react-i18next';
import { RatingFace } from './rating-face';
import { RATING_KEYS, RATINGS_BEST_FIRST, ratingShares, type RatingSummary as Summary } from './ratings';

/** The split of the ratings: the total, a bar in proportion and each rating's share. */
export function RatingSummary({
  summary,
  filtered,
  courier,
  refreshing = false,
}: {
  summary: Summary;
  /** Branch, courier or dates narrow it (the rating never does). */
  filtered: boolean;
  courier: string;
  /** New filters are loading: the old split stays, dimmed. */
  refreshing?: boolean;
}) {
  const { t } = useTranslation();
  const shares = ratingShares(summary);
  const parts = RATINGS_BEST_FIRST.map((rating) => {
    const key = RATING_KEYS[rating];
    return { rating, key, count: summary[key], percent: shares[key], word: t(`reviews.ratings.${key}`) };
  });
  const description = parts
    .map((part) =>
      t('reviews.summary.share', { rating: part.word, count: part.count, percent: part.percent }),
    )
    .join(', ');

  return (
    <section
      className={`reviews-summary${refreshing ? ' is-refreshing' : ''}`}
      aria-labelledby="reviews-summary-title"
    >
      <div className="reviews-summary__total">
        <h2 id="reviews-summary-title" className="overline">
          {t('reviews.summary.title')}
        </h2>
        <p className="reviews-summary__count">{t('reviews.summary.total', { count: summary.total })}</p>
        <p className="reviews-summary__scope">
          {filtered ? t('reviews.summary.scopeFiltered', { courier }) : t('reviews.summary.scopeAll')}
        </p>
      </div>
      <div className="stack--3 reviews-summary__split">
        <div className="ratio-bar" role="img" aria-label={description}>
          {parts.map((part) =>
            part.count > 0 ? (
              <span
                key={part.key}
                className={`ratio-bar__part swatch--${part.key}`}
                style={{ flexGrow: part.count }}
              />
            ) : null,
          )}
        </div>
        <ul className="ratio-legend" aria-hidden="true">
          {parts.map((part) => (
            <li key={part.key} className="ratio-legend__item">
              <RatingFace rating={part.rating} size={18} />
              <span className="ratio-legend__word">{part.word}</span>
              <span className="ratio-legend__percent">{part.percent}%</span>
              <span className="ratio-legend__count">{part.count}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

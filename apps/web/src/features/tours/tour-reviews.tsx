import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useCourierWord } from '../../lib/courier-word';
import { RatingSummary } from '../reviews/rating-summary';
import { capitalized, ReviewCard } from '../reviews/review-card';
import { SAMPLE_REVIEW_SUMMARY, SAMPLE_TIME_ZONE, sampleReviews } from './sample-reports';
import '../reviews/reviews.css';

/** The feedback page's summary and review cards over what sample customers wrote. */
export function TourReviews() {
  const { t } = useTranslation();
  const word = useCourierWord();
  const reviews = useMemo(
    () =>
      sampleReviews(Math.floor(Date.now() / 1000), {
        excellent: t('tours.sample.excellent'),
        okay: t('tours.sample.okay'),
        improvement: t('tours.sample.improvement'),
        bad: t('tours.sample.bad'),
      }),
    [t],
  );
  return (
    <div className="container page reviews-page">
      <PageHeader title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
      <div className="stack--5">
        <div data-tour="review-summary">
          <RatingSummary summary={SAMPLE_REVIEW_SUMMARY} filtered={false} courier={word.singular} />
        </div>
        <ul className="stack--4 reviews-list" data-tour="review-list">
          {reviews.map((review) => (
            <ReviewCard
              key={review.trip_id}
              review={review}
              timeZone={SAMPLE_TIME_ZONE}
              courierTitle={capitalized(word.singular)}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

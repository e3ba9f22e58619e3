import { formatDurationBetween, formatKm, formatTimeOfDay } from '@rutaviva/domain';
import { useId, useState } from 'react';
import { useT } from '../i18n';
import type { Review, ReviewResult } from '../lib/api';
import { factFor } from '../lib/facts';
import { courierName, type PublicTrip, reachedAt } from '../lib/trip';
import { useDeliveryPhotoUrl } from '../lib/use-delivery-photo';
import { ReviewModal } from './review-modal';

interface Props {
  trip: PublicTrip;
  submitReview: (review: Review) => Promise<ReviewResult>;
  onReviewed: (rating: number) => void;
}

/**
 * The delivery is over: when it reached the door (the viewer's own time of day), who brought it,
 * how long the trip took and how far it went, then the review. The route is no longer public.
 */
export function DeliveredView({ trip, submitReview, onReviewed }: Props) {
  const { t, language } = useT();
  const [reviewing, setReviewing] = useState(false);
  const [thanked, setThanked] = useState(false);
  const doorTime = reachedAt(trip);
  const name = courierName(trip);
  const photoUrl = useDeliveryPhotoUrl(trip);

  return (
    <section className="tp-card tp-ended">
      <p className="tp-check" aria-hidden="true">
        ✓
      </p>
      <h1>{t('status.ended')}</h1>
      {name && <p className="tp-lead">{t('status.delivered', { name })}</p>}
      {photoUrl && (
        <figure className="tp-proof">
          {/* Issue 15: shown only when the business chose to; its size is set so nothing jumps. */}
          <img
            src={photoUrl}
            alt={t('proof.alt')}
            loading="lazy"
            decoding="async"
            width={320}
            height={240}
            data-testid="delivery-photo"
          />
          <figcaption>{t('proof.caption')}</figcaption>
        </figure>
      )}
      {doorTime !== null && (
        <dl className="tp-facts tp-facts-3 tp-delivered-facts">
          <div>
            <dt>{t(trip.arrived_time !== null ? 'trip.arrivedAt' : 'trip.deliveredAt')}</dt>
            <dd data-testid="arrived-at">{formatTimeOfDay(doorTime, language)}</dd>
          </div>
          <div>
            <dt>{t('trip.duration')}</dt>
            <dd data-testid="duration">{formatDurationBetween(trip.start_time, doorTime)}</dd>
          </div>
          <div>
            <dt>{t('trip.tripDistance')}</dt>
            <dd data-testid="distance">{formatKm(trip.distance_km, language)}</dd>
          </div>
        </dl>
      )}
      <p>{t('status.endedNote', { company: trip.company_name })}</p>
      {thanked ? (
        <>
          <p className="tp-success" role="status">
            {t('review.thanks')}
          </p>
          <RewardFact tripId={trip.generated_trip_id} />
        </>
      ) : trip.rating !== null ? (
        <p className="tp-success">{t('review.done')}</p>
      ) : (
        <button type="button" className="tp-button tp-button-large" onClick={() => setReviewing(true)}>
          {t('review.open')}
        </button>
      )}
      <ReviewModal
        open={reviewing}
        onClose={() => setReviewing(false)}
        submit={submitReview}
        onSaved={(rating) => {
          setReviewing(false);
          setThanked(true);
          onReviewed(rating);
        }}
      />
    </section>
  );
}

/** SPEC §2/§9: a reward fact after a sent review, the same one for a trip on every load. */
function RewardFact({ tripId }: { tripId: string }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <aside className="tp-fact" data-testid="reward-fact" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span aria-hidden="true">💡</span> {t('fact.title')}
      </h2>
      <p>{t(factFor(tripId))}</p>
    </aside>
  );
}

import { type CSSProperties, type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../i18n';
import type { Review, ReviewResult } from '../lib/api';
import { factFor } from '../lib/facts';
import type { PageState } from '../lib/page-state';
import {
  type Branding,
  brandingOf,
  courierName,
  DEFAULT_BRANDING,
  formatKm,
  type LiveTrip,
  phaseOf,
  whatsappUrl,
} from '../lib/trip';
import { LiveMap } from './live-map';
import { ReviewModal } from './review-modal';

interface Props {
  state: PageState;
  retry?: () => void;
  submitReview: (review: Review) => Promise<ReviewResult>;
  onReviewed: (rating: number) => void;
  /** Shown above the page on /track-demo. */
  banner?: ReactNode;
}

const brandStyle = (branding: Branding) =>
  ({
    '--tp-header': branding.header_color,
    '--tp-header-text': branding.text_color,
    '--tp-button-text': branding.button_text_color,
  }) as CSSProperties;

export function TrackingPage({ state, retry, submitReview, onReviewed, banner }: Props) {
  const { t } = useT();
  const trip = state.kind === 'ready' ? state.live.trip : null;
  const branding = trip ? brandingOf(trip) : DEFAULT_BRANDING;

  useEffect(() => {
    if (trip?.company_name) document.title = `${trip.company_name} · RutaViva`;
  }, [trip?.company_name]);

  return (
    <div className="tp" style={brandStyle(branding)}>
      <header className="tp-header">
        {trip && branding.logo_url ? (
          <img className="tp-logo" src={branding.logo_url} alt={trip.company_name} />
        ) : (
          <span className="tp-company">{trip?.company_name ?? 'RutaViva'}</span>
        )}
      </header>
      {banner}
      <main className="tp-main" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <Message title={t('page.loading')} />}
        {state.kind === 'not_found' && <Message title={t('page.notFound')} hint={t('page.notFoundHint')} />}
        {state.kind === 'failed' && (
          <Message title={t('page.loadFailed')}>
            {retry && (
              <button type="button" className="tp-button" onClick={retry}>
                {t('page.retry')}
              </button>
            )}
          </Message>
        )}
        {state.kind === 'ready' && (
          <Delivery
            live={state.live}
            connected={state.connection === 'live'}
            branding={branding}
            submitReview={submitReview}
            onReviewed={onReviewed}
          />
        )}
      </main>
      <footer className="tp-footer">{t('footer.by')}</footer>
    </div>
  );
}

function Message({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <section className="tp-card tp-message">
      <h1>{title}</h1>
      {hint && <p>{hint}</p>}
      {children}
    </section>
  );
}

interface DeliveryProps {
  live: LiveTrip;
  connected: boolean;
  branding: Branding;
  submitReview: (review: Review) => Promise<ReviewResult>;
  onReviewed: (rating: number) => void;
}

function Delivery({ live, connected, branding, submitReview, onReviewed }: DeliveryProps) {
  const { t, locale } = useT();
  const { trip, points } = live;
  const phase = phaseOf(trip);
  const name = courierName(trip);

  if (phase === 'ended') {
    return (
      <Ended
        tripId={trip.generated_trip_id}
        company={trip.company_name}
        rated={trip.rating !== null}
        {...{ submitReview, onReviewed }}
      />
    );
  }
  return (
    <div className="tp-live">
      <section className="tp-card tp-status" aria-live="polite">
        <p className={connected ? 'tp-pill tp-pill-live' : 'tp-pill'}>
          {t(connected ? 'status.live' : 'status.reconnecting')}
        </p>
        <h1>{t(phase === 'arrived' ? 'status.arrived' : 'status.onTheWay', { name })}</h1>
        {phase === 'arrived' && <p>{t('status.arrivedNote')}</p>}
        <dl className="tp-facts">
          <div>
            <dt>{t('trip.courier')}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{t('trip.distance')}</dt>
            <dd data-testid="distance">{formatKm(trip.distance_km, locale)}</dd>
          </div>
        </dl>
        {trip.courier_phone && (
          <div className="tp-contact">
            <h2>{t('trip.contact')}</h2>
            <div className="tp-actions">
              <a className="tp-button" href={`tel:${trip.courier_phone}`}>
                {t('trip.call')}
              </a>
              <a
                className="tp-button"
                href={whatsappUrl(trip.courier_phone)}
                target="_blank"
                rel="noreferrer"
              >
                {t('trip.whatsapp')}
              </a>
            </div>
          </div>
        )}
      </section>
      <LiveMap points={points} color={branding.header_color} />
    </div>
  );
}

interface EndedProps {
  tripId: string;
  company: string;
  rated: boolean;
  submitReview: (review: Review) => Promise<ReviewResult>;
  onReviewed: (rating: number) => void;
}

function Ended({ tripId, company, rated, submitReview, onReviewed }: EndedProps) {
  const { t } = useT();
  const [reviewing, setReviewing] = useState(false);
  const [thanked, setThanked] = useState(false);
  return (
    <section className="tp-card tp-ended">
      <p className="tp-check" aria-hidden="true">
        ✓
      </p>
      <h1>{t('status.ended')}</h1>
      <p>{t('status.endedNote', { company })}</p>
      {thanked ? (
        <>
          <p className="tp-success" role="status">
            {t('review.thanks')}
          </p>
          <RewardFact tripId={tripId} />
        </>
      ) : rated ? (
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

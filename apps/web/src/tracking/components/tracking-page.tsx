import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useT } from '../i18n';
import type { Review, ReviewResult } from '../lib/api';
import {
  type Branding,
  brandingOf,
  DEFAULT_BRANDING,
  type LiveTrip,
  type PageState,
  phaseOf,
} from '../lib/trip';
import { DeliveredView } from './delivered-view';
import { LiveView } from './live-view';

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

  // The live map fills the screen under the header, its status in a panel over it.
  const onMap = state.kind === 'ready' && phaseOf(state.live.trip) !== 'ended';

  return (
    <div className={onMap ? 'tp tp-on-map' : 'tp'} style={brandStyle(branding)}>
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
      {onMap ? null : <footer className="tp-footer">{t('footer.by')}</footer>}
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
  if (phaseOf(live.trip) === 'ended') {
    return <DeliveredView trip={live.trip} submitReview={submitReview} onReviewed={onReviewed} />;
  }
  return <LiveView live={live} connected={connected} branding={branding} />;
}

import { useEffect, useMemo } from 'react';
import { TrackingPage } from './components/tracking-page';
import { type Language, useT } from './i18n';
import { type Review, sendReview } from './lib/api';
import { forgetPin } from './lib/pin-storage';
import { LIVE_PIN_SERVER, PinServerContext } from './lib/use-customer-pin';
import { useDemoTrip } from './lib/use-demo-trip';
import { useLiveTrip } from './lib/use-live-trip';

/** /t?id={generated_trip_id}: the customer's live view of one delivery. */
export function LiveTracking({ id }: { id: string | null }) {
  const { state, dispatch, retry } = useLiveTrip(id);
  // Issue 15: the customer's pin goes with the delivery: once it has ended, the browser forgets it.
  const ended = state.kind === 'ready' && state.live.trip.end_time !== null;
  useEffect(() => {
    if (ended && id) forgetPin(id);
  }, [ended, id]);
  return (
    <PinServerContext.Provider value={LIVE_PIN_SERVER}>
      <TrackingPage
        state={state}
        retry={retry}
        submitReview={(review: Review) => sendReview(id ?? '', review)}
        onReviewed={(rating) => dispatch({ type: 'reviewed', rating })}
      />
    </PinServerContext.Provider>
  );
}

/** /track-demo: the same page with a courier simulated in the browser; reviews stay local. */
export function DemoTracking({ language }: { language: Language }) {
  const { t } = useT();
  const { state, dispatch, restart } = useDemoTrip(language);
  const banner = useMemo(
    () => (
      <p className="tp-demo" data-testid="demo-banner">
        {t('demo.banner')}{' '}
        <button type="button" className="tp-link" onClick={restart}>
          {t('demo.restart')}
        </button>
      </p>
    ),
    [t, restart],
  );
  return (
    <TrackingPage
      state={state}
      banner={banner}
      submitReview={async () => 'saved'}
      onReviewed={(rating) => dispatch({ type: 'reviewed', rating })}
    />
  );
}

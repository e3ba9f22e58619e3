import { useMemo } from 'react';
import { TrackingPage } from './components/tracking-page';
import { type Language, useT } from './i18n';
import { useDemoTrip } from './lib/use-demo-trip';

/*
 * Its own chunk, loaded only on /track-demo: a customer's /t visit never downloads the simulated
 * courier (issue 15 kept the tracking page within its 130 KB budget this way).
 */

/** /track-demo: the same page with a courier simulated in the browser; reviews stay local. */
export default function DemoTracking({ language }: { language: Language }) {
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

import { useEffect } from 'react';
import { TrackingPage } from './components/tracking-page';
import { type Review, sendReview } from './lib/api';
import { forgetPin } from './lib/pin-storage';
import { LIVE_PIN_SERVER, PinServerContext } from './lib/use-customer-pin';
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

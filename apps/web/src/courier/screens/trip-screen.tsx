import { formatElapsed } from '@rutaviva/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { CheckIcon, MapPinIcon } from '../../components/icons';
import { DeliveryProofFields, EMPTY_PROOF, readyProof } from '../components/delivery-proof';
import { TrackingLink } from '../components/tracking-link';
import { TripDestination } from '../components/trip-destination';
import { StatusChips, StatusNotices } from '../components/trip-status';
import { TripSwitcher } from '../components/trip-switcher';
import { useI18n } from '../i18n';
import { localStore } from '../lib/local-store';
import type { TripRecord } from '../lib/outbox-store';
import type { CourierTracker, TrackerState } from '../lib/tracker';
import { useDestinationPoll } from '../lib/use-destination-poll';
import { useNowSeconds } from '../lib/use-now';

/** A draft survives a reload, like the trip itself; one per delivery when several run. */
const notesKey = (trip: TripRecord) => `courier_notes_draft:${trip.generated_trip_id}`;

function TripFacts({ trip }: { trip: TripRecord }) {
  const { t, km } = useI18n();
  const now = useNowSeconds();
  return (
    <dl className="c-facts">
      <div>
        <dt>{t('trip.time')}</dt>
        <dd>{formatElapsed((trip.ended_at ?? now) - trip.started_at)}</dd>
      </div>
      <div>
        <dt>{t('trip.distance')}</dt>
        <dd>{km(trip.distance_km)}</dd>
      </div>
      <div>
        <dt>{t('trip.points')}</dt>
        <dd data-testid="points-recorded">{trip.point_count}</dd>
      </div>
    </dl>
  );
}

export function TripScreen({
  tracker,
  state,
  trip,
}: {
  tracker: CourierTracker;
  state: TrackerState;
  trip: TripRecord;
}) {
  const { t, time, phone } = useI18n();
  const [notes, setNotes] = useState(() => localStore.get(notesKey(trip)) ?? '');
  const [confirming, setConfirming] = useState(false);
  const [proof, setProof] = useState(EMPTY_PROOF);
  const [busy, setBusy] = useState<'arrive' | 'stop' | null>(null);
  useDestinationPoll(tracker, state.online && trip.ended_at === null);

  async function arrive() {
    setBusy('arrive');
    await tracker.arrive().finally(() => setBusy(null));
  }

  async function stop() {
    setBusy('stop');
    await tracker.stop(notes, await readyProof(proof)).finally(() => setBusy(null));
    localStore.set(notesKey(trip), null);
  }

  return (
    <div className="c-stack">
      <TripSwitcher
        trips={state.trips}
        current={trip.generated_trip_id}
        allowSeveral={state.allowSeveral}
        onShow={(id) => void tracker.show(id)}
      />
      <section className="c-card c-live" aria-labelledby="trip-title">
        <div className="c-live__head">
          <span className="c-live__pulse" aria-hidden="true" />
          <h1 className="c-title" id="trip-title">
            {t('trip.title')}
          </h1>
        </div>
        <p className="c-live__label">{t('trip.customer')}</p>
        <p className="c-live__phone">{phone(trip.customer_phone_number)}</p>
        <TripFacts trip={trip} />
        <StatusChips state={state} />
      </section>

      <StatusNotices state={state} />

      <TripDestination generatedTripId={trip.generated_trip_id} position={trip.last_point} />

      <section className="c-card c-actions">
        {trip.arrived_at === null ? (
          <Button
            variant="secondary"
            icon={<MapPinIcon size={24} />}
            loading={busy === 'arrive'}
            onClick={arrive}
            disabled={busy !== null}
          >
            {t('trip.arrived')}
          </Button>
        ) : (
          <p className="c-done" role="status">
            <CheckIcon size={24} />
            <span>{t('trip.arrivedAt', { time: time(trip.arrived_at) })}</span>
          </p>
        )}

        <div className="field">
          <label className="field__label" htmlFor="trip-notes">
            {t('trip.notes')} <span className="field__optional">({t('trip.optional')})</span>
          </label>
          <textarea
            id="trip-notes"
            className="input c-textarea"
            rows={2}
            maxLength={1000}
            value={notes}
            aria-describedby="trip-notes-hint"
            onChange={(event) => {
              setNotes(event.target.value);
              localStore.set(notesKey(trip), event.target.value || null);
            }}
          />
          <p className="field__hint" id="trip-notes-hint">
            {t('trip.notesHint')}
          </p>
        </div>

        {confirming ? (
          <fieldset className="c-confirm">
            <legend className="c-confirm__question">{t('trip.stopQuestion')}</legend>
            <DeliveryProofFields draft={proof} onChange={setProof} />
            <div className="c-confirm__buttons">
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy !== null}>
                {t('trip.stopNo')}
              </Button>
              <Button variant="danger" loading={busy === 'stop'} onClick={stop}>
                {t('trip.stopYes')}
              </Button>
            </div>
          </fieldset>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy !== null}>
            {t('trip.stop')}
          </Button>
        )}
      </section>

      <TrackingLink url={trip.tracking_url} />
      {state.screenAwake ? <p className="c-muted c-small c-center">{t('trip.screenOn')}</p> : null}
    </div>
  );
}

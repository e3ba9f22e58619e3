import { formatElapsed } from '@rutaviva/domain';
import { CheckIcon, PlusIcon } from '../../components/icons';
import { Button, Notice } from '../components/ui';
import { useI18n } from '../i18n';
import type { TripRecord } from '../lib/outbox-store';
import type { CourierTracker, TrackerState } from '../lib/tracker';

export function EndedScreen({
  tracker,
  state,
  trip,
}: {
  tracker: CourierTracker;
  state: TrackerState;
  trip: TripRecord;
}) {
  const { t, tn, km, phone } = useI18n();
  const duration = (trip.ended_at ?? trip.started_at) - trip.started_at;
  return (
    <section className="c-card c-ended" aria-labelledby="ended-title">
      <span className="c-ended__icon" aria-hidden="true">
        <CheckIcon size={40} />
      </span>
      <h1 className="c-title" id="ended-title">
        {t('ended.title')}
      </h1>
      <p className="c-ended__phone">{phone(trip.customer_phone_number)}</p>
      <p className="c-muted">
        {formatElapsed(duration)} · {km(trip.distance_km)}
      </p>
      {state.queued > 0 ? (
        <Notice tone="warning" title={tn('ended.pending', state.queued)}>
          {state.online ? null : t('net.offlineBody')}
        </Notice>
      ) : (
        <Notice tone="success" title={t('ended.synced')} />
      )}
      <Button variant="accent" icon={<PlusIcon size={24} />} onClick={() => void tracker.dismiss()}>
        {t('ended.new')}
      </Button>
    </section>
  );
}

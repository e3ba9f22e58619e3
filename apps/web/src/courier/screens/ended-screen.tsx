import { type EndedByRole, formatElapsed } from '@rutaviva/domain';
import { Button } from '../../components/button';
import { ArrowRightIcon, CheckIcon, PlusIcon } from '../../components/icons';
import { Notice } from '../components/notice';
import { PhotoStatus } from '../components/photo-status';
import { type Translator, useI18n } from '../i18n';
import type { TripRecord } from '../lib/outbox-store';
import type { CourierTracker, TrackerState } from '../lib/tracker';

export function EndedScreen({
  tracker,
  state,
  trip,
  endedBy,
  othersOpen,
}: {
  tracker: CourierTracker;
  state: TrackerState;
  trip: TripRecord;
  /** Who ended it, once today's list has it: told when it ended elsewhere (issue 10). */
  endedBy: { role: EndedByRole | null; name: string | null } | null;
  /** Other deliveries are still under way: the button goes back to them. */
  othersOpen: boolean;
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
      {trip.ended_elsewhere ? <Notice tone="info" title={endedElsewhereText(t, endedBy)} /> : null}
      <PhotoStatus trip={trip} state={state} />
      {state.queued > 0 ? (
        <Notice tone="warning" title={tn('ended.pending', state.queued)}>
          {state.online ? null : t('net.offlineBody')}
        </Notice>
      ) : (
        <Notice tone="success" title={t('ended.synced')} />
      )}
      <Button
        variant="accent"
        icon={othersOpen ? <ArrowRightIcon size={24} /> : <PlusIcon size={24} />}
        onClick={() => void tracker.dismiss()}
      >
        {t(othersOpen ? 'ended.next' : 'ended.new')}
      </Button>
    </section>
  );
}

/** Who ended it, as far as today's list has told: an admin by name, this courier elsewhere, or not known yet. */
function endedElsewhereText(
  t: Translator['t'],
  endedBy: { role: EndedByRole | null; name: string | null } | null,
): string {
  if (endedBy?.role === 'admin' && endedBy.name) return t('ended.byAdmin', { name: endedBy.name });
  if (endedBy?.role === 'courier') return t('ended.otherPhone');
  return t('ended.elsewhere');
}

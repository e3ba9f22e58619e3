import { CameraIcon } from '../../components/icons';
import { useI18n } from '../i18n';
import type { TripRecord } from '../lib/outbox-store';
import type { TrackerState } from '../lib/tracker-state';
import { Notice } from './notice';

/** Issue 15: on the "delivery ended" screen, whether the stop's photo has reached the server. */
export function PhotoStatus({ trip, state }: { trip: TripRecord; state: TrackerState }) {
  const { t } = useI18n();
  if (!trip.photo) return null;
  const waiting = state.queuedPhotoTrips.includes(trip.generated_trip_id);
  if (state.refusedPhotoTrips.includes(trip.generated_trip_id))
    return (
      <div className="c-photo-status" data-testid="photo-status">
        <Notice tone="warning" icon={<CameraIcon size={22} />} title={t('proof.refused')} />
      </div>
    );
  return (
    <div className="c-photo-status" data-testid="photo-status">
      <Notice
        tone={waiting ? 'info' : 'success'}
        icon={<CameraIcon size={22} />}
        title={t(waiting ? (state.online ? 'proof.sending' : 'proof.queued') : 'proof.sent')}
      />
    </div>
  );
}

import { ADMIN_END_NOTE_MAX_LENGTH, formatDuration } from '@rutaviva/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { describeError, isApiError } from '../../lib/api';
import { useCourierWord } from '../../lib/courier-word';
import { useLanguage } from '../../lib/i18n';
import { usePhoneText } from '../../lib/phones';
import { type EndedTrip, useEndDelivery } from './api/end-delivery';
import { courierName } from './courier-look';
import type { CourierRow } from './monitor-couriers';
import { clockTime } from './monitor-format';
import type { LiveTrip } from './monitor-state';
import './end-delivery-dialog.css';

interface EndDeliveryDialogProps {
  row: CourierRow;
  trip: LiveTrip;
  nowSeconds: number;
  onClose: () => void;
  /** The delivery is over: ended now, or `null` when it had already ended elsewhere. */
  onEnded: (ended: EndedTrip | null) => void;
}

/** Asks before an admin ends a courier's delivery, with an optional note kept on the trip. */
export function EndDeliveryDialog({ row, trip, nowSeconds, onClose, onEnded }: EndDeliveryDialogProps) {
  const { t } = useTranslation();
  const phoneText = usePhoneText();
  const language = useLanguage();
  const { singular: courier } = useCourierWord();
  const end = useEndDelivery();
  const [note, setNote] = useState('');
  const noteId = useId();
  const name = courierName(row);

  const confirm = () =>
    end.mutate(
      { generatedTripId: trip.generated_trip_id, note },
      {
        onSuccess: (ended) => onEnded(ended),
        onError: (error) => {
          // Someone ended it first (the courier, another admin): there is nothing left to do.
          if (isApiError(error, 'trip_ended')) onEnded(null);
        },
      },
    );

  return (
    <Dialog
      variant="alert"
      title={t('monitor.endDelivery.title', { name })}
      description={t('monitor.endDelivery.description', { courier })}
      onClose={onClose}
      busy={end.isPending}
    >
      <div className="dialog__body monitor-end">
        <ul className="monitor-end__facts">
          <li>
            {t('monitor.endDelivery.started', {
              time: clockTime(trip.start_time),
              duration: formatDuration(Math.max(0, nowSeconds - trip.start_time) / 60),
            })}
          </li>
          <li>
            {trip.arrived_time === null
              ? t('monitor.details.notArrived')
              : t('monitor.details.arrived', { time: clockTime(trip.arrived_time) })}
          </li>
          <li>{t('monitor.endDelivery.customer', { phone: phoneText(trip.customer_phone_number) })}</li>
        </ul>
        <div className="field">
          <label className="field__label" htmlFor={noteId}>
            {t('monitor.endDelivery.note')}
            <span className="field__optional"> ({t('common.optional')})</span>
          </label>
          <textarea
            id={noteId}
            className="input monitor-end__note"
            rows={3}
            maxLength={ADMIN_END_NOTE_MAX_LENGTH}
            value={note}
            aria-describedby={`${noteId}-hint ${noteId}-count`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p className="field__hint" id={`${noteId}-hint`}>
            {t('monitor.endDelivery.noteHint')}
          </p>
          <p className="monitor-end__count" id={`${noteId}-count`}>
            {t('monitor.endDelivery.noteCount', { count: note.length, max: ADMIN_END_NOTE_MAX_LENGTH })}
          </p>
        </div>
        {end.error && !isApiError(end.error, 'trip_ended') ? (
          <Alert tone="error">{describeError(end.error, language)}</Alert>
        ) : null}
      </div>
      <footer className="dialog__footer">
        <Button variant="secondary" onClick={onClose} disabled={end.isPending} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button
          variant="danger"
          onClick={confirm}
          loading={end.isPending}
          loadingLabel={t('monitor.endDelivery.confirming')}
        >
          {t('monitor.endDelivery.confirm')}
        </Button>
      </footer>
    </Dialog>
  );
}

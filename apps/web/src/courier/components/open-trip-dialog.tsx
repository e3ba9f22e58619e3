import { useId } from 'react';
import { Button } from '../../components/button';
import { ArrowRightIcon, CheckIcon, PlusIcon } from '../../components/icons';
import { useModalDialog } from '../../lib/modal-dialog';
import { useI18n } from '../i18n';
import type { OpenDelivery } from '../lib/phone-trips';

export type OpenTripChoice = 'end' | 'keep';

/**
 * Issue 10: starting a delivery while others are under way asks what to do with them. Ending
 * them is the courier's own stop; keeping one goes back to it, or — when the business lets a
 * courier carry several — starts the new one beside it. A native modal dialog: focus stays
 * inside, Escape cancels, and the page behind is inert.
 */
export function OpenTripDialog({
  phone,
  deliveries,
  allowSeveral,
  busy,
  onChoose,
  onCancel,
}: {
  /** The new customer's number, or null while the dialog is closed. */
  phone: string | null;
  deliveries: OpenDelivery[];
  allowSeveral: boolean;
  busy: OpenTripChoice | null;
  onChoose: (choice: OpenTripChoice) => void;
  onCancel: () => void;
}) {
  const { t, tn, time, phone: phoneText } = useI18n();
  const titleId = useId();
  const open = phone !== null;
  const dialog = useModalDialog(open);

  const count = deliveries.length;
  const shown = phone ? phoneText(phone) : '';
  return (
    <dialog
      ref={dialog}
      className="c-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open ? (
        <div className="c-dialog__body">
          <h2 className="c-dialog__title" id={titleId}>
            {tn('open.dialogTitle', count)}
          </h2>
          <ul className="c-dialog__trips">
            {deliveries.map((delivery) => (
              <li key={delivery.generated_trip_id}>
                <span className="c-open__phone">{phoneText(delivery.customer_phone_number)}</span>
                <span className="c-open__meta">
                  {t('trips.started', { time: time(delivery.started_at) })}
                  {delivery.arrived ? ` · ${t('trips.arrived')}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <p className="c-muted">
            {allowSeveral
              ? tn('open.dialogBodySeveral', count, { phone: shown })
              : t('open.dialogBody', { phone: shown })}
          </p>
          <div className="c-dialog__buttons">
            <Button
              variant="danger"
              icon={<CheckIcon size={24} />}
              loading={busy === 'end'}
              disabled={busy !== null}
              onClick={() => onChoose('end')}
            >
              {tn('open.end', count)}
            </Button>
            <Button
              variant="secondary"
              icon={allowSeveral ? <PlusIcon size={24} /> : <ArrowRightIcon size={24} />}
              loading={busy === 'keep'}
              disabled={busy !== null}
              onClick={() => onChoose('keep')}
            >
              {allowSeveral ? tn('open.keepBoth', count) : t('open.keepReturn')}
            </Button>
            <Button variant="ghost" disabled={busy !== null} onClick={onCancel}>
              {t('open.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

import './share-location.css';
import { type MessageKey, useT } from '../i18n';
import type { CustomerPin, PinNotice } from '../lib/use-customer-pin';

const NOTICES: Record<PinNotice, MessageKey> = {
  shared: 'pin.shared',
  cleared: 'pin.cleared',
  denied: 'pin.denied',
  unavailable: 'pin.unavailable',
  failed: 'pin.failed',
};

/**
 * Issue 15: the status panel's card for the customer's pin. "Share where you are" asks the phone
 * for its position (only on that tap); when it cannot, the customer taps the map, or, from the
 * keyboard, puts the pin in the middle of the map after moving the map with the arrow keys.
 */
export function ShareLocation({ pin }: { pin: CustomerPin }) {
  const { t } = useT();
  const busy = pin.busy !== null;
  const toCentre = () => {
    const centre = pin.mapCentre.current?.();
    if (centre) pin.placeAt({ lat: centre.lat, lng: centre.lng }, 'placed');
  };
  // Once shared, the confirmation goes with the hint to drag the pin where it belongs.
  const notice = pin.notice
    ? pin.notice === 'shared'
      ? `${t('pin.shared')} ${t('pin.drag')}`
      : t(NOTICES[pin.notice])
    : null;
  const problem = pin.notice !== null && pin.notice !== 'shared' && pin.notice !== 'cleared';
  const hasPin = pin.place !== null;

  return (
    <section className="tp-pin-card" aria-labelledby="tp-pin-title" data-testid="share-location">
      <h2 id="tp-pin-title" className="tp-pin-title">
        {t(hasPin ? 'pin.titleShared' : pin.otherDestination ? 'pin.titleKnown' : 'pin.title')}
      </h2>
      <p className={problem ? 'tp-pin-status is-problem' : 'tp-pin-status'} aria-live="polite">
        {notice ?? t(hasPin ? 'pin.drag' : 'pin.prompt')}
        {pin.picking && !hasPin && (
          <>
            {' '}
            <strong>{t('pin.tapMap')}</strong>
          </>
        )}
      </p>
      <div className="tp-pin-actions">
        {!hasPin && (
          <button type="button" className="tp-button" onClick={pin.share} disabled={busy}>
            {t(pin.busy === 'locating' ? 'pin.locating' : 'pin.share')}
          </button>
        )}
        {(pin.picking || hasPin) && (
          <button type="button" className="tp-link tp-pin-secondary" onClick={toCentre} disabled={busy}>
            {t('pin.centre')}
          </button>
        )}
        {(hasPin || pin.otherDestination) && (
          <button type="button" className="tp-link tp-pin-secondary" onClick={pin.clear} disabled={busy}>
            {t('pin.notHere')}
          </button>
        )}
      </div>
    </section>
  );
}

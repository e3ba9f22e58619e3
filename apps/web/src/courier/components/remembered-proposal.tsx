import { Button } from '../../components/button';
import { CheckIcon, CloseIcon } from '../../components/icons';
import { useI18n } from '../i18n';
import type { Remembered } from '../lib/use-remembered-destination';

import DestinationMap from './destination-map';

/**
 * Issue 15: "Last delivery to this number went here", with a small map and two one-tap answers.
 * Used, the new delivery starts with it as its destination; cleared, it is not proposed again
 * for this number. In its own chunk with Leaflet, loaded only when there is something to propose.
 */
export default function RememberedProposal({
  destination,
  used,
  onUse,
  onClear,
}: {
  destination: Remembered;
  used: boolean;
  onUse: () => void;
  onClear: () => void;
}) {
  const { t, language } = useI18n();
  const date = new Date(destination.delivered_at * 1000).toLocaleDateString(
    language === 'spanish' ? 'es-MX' : 'en-US',
    { day: 'numeric', month: 'short' },
  );
  return (
    <section className="c-remember" aria-labelledby="remember-title" data-testid="remembered-proposal">
      <h2 className="c-remember__title" id="remember-title">
        {t('remember.title')}
      </h2>
      <p className="c-muted c-small">{t('remember.delivered', { date })}</p>
      <DestinationMap
        destination={destination}
        label={t('remember.mapLabel')}
        pinLabel={t('dest.pin')}
        youLabel={t('dest.you')}
      />
      {used ? (
        <p className="c-done" role="status">
          <CheckIcon size={22} />
          <span>{t('remember.used')}</span>
        </p>
      ) : null}
      <div className="c-remember__buttons">
        {used ? null : (
          <Button type="button" variant="secondary" icon={<CheckIcon size={22} />} onClick={onUse}>
            {t('remember.use')}
          </Button>
        )}
        <Button type="button" variant="ghost" icon={<CloseIcon size={22} />} onClick={onClear}>
          {t('remember.clear')}
        </Button>
      </div>
    </section>
  );
}

import type { Destination, Estimate, TripPoint } from '@rutaviva/domain';
import { buttonClasses } from '../../components/button';
import { ClockIcon, MapPinIcon } from '../../components/icons';
import { useI18n } from '../i18n';
import { estimateLine, geoUrl, navigationUrl } from '../lib/destination-links';
import { useNowSeconds } from '../lib/use-now';

import DestinationMap from './destination-map';

const isAndroid = () => typeof navigator !== 'undefined' && /android/i.test(navigator.userAgent);

/** The estimate line, counting down between updates: "Arriving in about 8 min · 14:32". */
function EstimateText({ estimate }: { estimate: Estimate | null }) {
  const { t, time } = useI18n();
  const line = estimateLine(estimate, useNowSeconds());
  if (!line) return null;
  return (
    <p className="c-dest__eta" data-testid="courier-eta">
      <ClockIcon size={20} />
      <span>
        {line.kind === 'range'
          ? t('dest.etaRange', { low: line.low, high: line.high, time: time(line.arrivalAt) })
          : t('dest.eta', { minutes: line.minutes, time: time(line.arrivalAt) })}
      </span>
    </p>
  );
}

/**
 * Issue 15: where an open delivery goes: a small map with the pin and the courier, the estimate,
 * and one tap to the phone's navigation app. In its own chunk with Leaflet (precached by the
 * service worker like the rest of the app), loaded only for a delivery that has a destination.
 */
export default function DestinationCard({
  destination,
  estimate,
  position,
}: {
  destination: Destination;
  estimate: Estimate | null;
  position: TripPoint | null;
}) {
  const { t } = useI18n();
  return (
    <section className="c-card c-dest" aria-labelledby="dest-title">
      <div className="c-dest__head">
        <h2 className="c-dest__title" id="dest-title">
          {t('dest.title')}
        </h2>
        <span className="c-muted c-small">{t(`dest.source.${destination.source}`)}</span>
      </div>
      <DestinationMap
        destination={destination}
        courier={position}
        label={t('dest.mapLabel')}
        pinLabel={t('dest.pin')}
        youLabel={t('dest.you')}
      />
      <EstimateText estimate={estimate} />
      <a
        className={buttonClasses({ variant: 'primary', block: true }, 'c-dest__navigate')}
        href={navigationUrl(destination)}
        target="_blank"
        rel="noopener"
        data-testid="navigate-link"
      >
        <MapPinIcon size={24} />
        <span>{t('dest.navigate')}</span>
      </a>
      {isAndroid() ? (
        <a className="c-dest__other" href={geoUrl(destination)}>
          {t('dest.otherApp')}
        </a>
      ) : null}
    </section>
  );
}

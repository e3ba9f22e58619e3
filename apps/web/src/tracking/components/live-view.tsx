import {
  formatDuration,
  formatDurationBetween,
  formatKm,
  formatTimeOfDay,
  isPositionStale,
  positionAgeSeconds,
} from '@rutaviva/domain';
import { type CSSProperties, useEffect, useState } from 'react';
import { useT } from '../i18n';
import { type Branding, courierName, type LiveTrip, phaseOf, whatsappUrl } from '../lib/trip';
import { useMediaQuery, useNowSeconds } from '../lib/use-browser';
import { useCustomerPin } from '../lib/use-customer-pin';
import { ArrivalLine } from './arrival-line';
import { BottomSheet, type Cover } from './bottom-sheet';
import { DestinationPin } from './destination-pin';
import { LiveMap } from './live-map';
import { ShareLocation } from './share-location';

/**
 * Where the panel docks beside the map instead of lying over its bottom: wide screens, and
 * phones held sideways, where a bottom panel would leave a strip of map.
 */
const DOCKED_QUERY = '(min-width: 900px), (min-width: 560px) and (max-height: 500px)';
/** "Time on the way" counts in whole minutes; twice a minute keeps it right. */
const CLOCK_MS = 30_000;

interface Props {
  live: LiveTrip;
  connected: boolean;
  branding: Branding;
}

/** The courier on the way or at the door: the map fills the page, the status lies over it. */
export function LiveView({ live, connected, branding }: Props) {
  const { t, language } = useT();
  const { trip, points } = live;
  const phase = phaseOf(trip);
  const name = courierName(trip);
  const docked = useMediaQuery(DOCKED_QUERY);
  const [expanded, setExpanded] = useState(false);
  const [cover, setCover] = useState<Cover>({ left: 0, bottom: 0 });
  const now = useNowSeconds(CLOCK_MS, phase === 'on_the_way');
  // Issue 15: a position older than the shared threshold is said to be old, not shown as live.
  const lastTimestamp = points.at(-1)?.timestamp ?? null;
  const stale = phase === 'on_the_way' && isPositionStale(lastTimestamp, now);
  const age = positionAgeSeconds(lastTimestamp, now) ?? 0;
  // Issue 15: the customer's pin (null on the demo, which has no server to send it to).
  const pin = useCustomerPin(trip.generated_trip_id, trip.has_destination);

  // At the door the customer wants the courier's number more than the map: open the panel once.
  useEffect(() => {
    if (phase === 'arrived') setExpanded(true);
  }, [phase]);

  const facts =
    phase === 'arrived' && trip.arrived_time !== null
      ? [
          {
            label: t('trip.arrivedAt'),
            value: formatTimeOfDay(trip.arrived_time, language),
            id: 'arrived-at',
          },
          {
            label: t('trip.duration'),
            value: formatDurationBetween(trip.start_time, trip.arrived_time),
            id: 'duration',
          },
          { label: t('trip.tripDistance'), value: formatKm(trip.distance_km, language), id: 'distance' },
        ]
      : [
          { label: t('trip.distance'), value: formatKm(trip.distance_km, language), id: 'distance' },
          { label: t('trip.elapsed'), value: formatDurationBetween(trip.start_time, now), id: 'duration' },
        ];

  const summary = (
    <>
      <div className="tp-headline" aria-live="polite">
        <p className={connected && !stale ? 'tp-pill tp-pill-live' : 'tp-pill'}>
          {t(connected ? (stale ? 'status.noSignal' : 'status.live') : 'status.reconnecting')}
        </p>
        <h1>{t(phase === 'arrived' ? 'status.arrived' : 'status.onTheWay', { name })}</h1>
        {/* No promise on an old position: the estimate comes back with the next point. */}
        <ArrivalLine estimate={trip.estimate} running={phase === 'on_the_way' && !stale} />
        {stale && (
          // Said once when it appears; the minute counting on is not announced every time.
          <p className="tp-stale" data-testid="stale-position" aria-live="off">
            {t('status.lastUpdated', { ago: formatDuration(Math.floor(age / 60)) })}
          </p>
        )}
      </div>
      <dl className={`tp-facts tp-facts-${facts.length}`}>
        {facts.map((fact) => (
          <div key={fact.id}>
            <dt>{fact.label}</dt>
            <dd data-testid={fact.id}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {pin && <ShareLocation pin={pin} />}
    </>
  );

  return (
    <div
      className={`tp-live${docked ? ' is-docked' : ''}`}
      style={
        { '--tp-cover-bottom': `${cover.bottom}px`, '--tp-cover-left': `${cover.left}px` } as CSSProperties
      }
    >
      <LiveMap points={points} color={branding.header_color} cover={cover} stale={stale}>
        {pin && <DestinationPin pin={pin} courier={points.at(-1) ?? null} />}
      </LiveMap>
      <BottomSheet
        label={t('sheet.label')}
        summary={summary}
        docked={docked}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onCover={setCover}
      >
        {phase === 'arrived' && <p className="tp-note">{t('status.arrivedNote')}</p>}
        <div className="tp-courier-row">
          <span className="tp-avatar" aria-hidden="true">
            {trip.delivery_user_first_name.charAt(0)}
          </span>
          <p>
            <span className="tp-courier-label">{t('trip.courier')}</span>
            <strong>{name}</strong>
          </p>
        </div>
        {trip.courier_phone && (
          <div className="tp-contact">
            <h2>{t('trip.contact')}</h2>
            <div className="tp-actions">
              <a className="tp-button" href={`tel:${trip.courier_phone}`}>
                {t('trip.call')}
              </a>
              <a
                className="tp-button"
                href={whatsappUrl(trip.courier_phone)}
                target="_blank"
                rel="noreferrer"
              >
                {t('trip.whatsapp')}
              </a>
            </div>
          </div>
        )}
        <p className="tp-sheet-footer">{t('footer.by')}</p>
      </BottomSheet>
    </div>
  );
}

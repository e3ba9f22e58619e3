import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { CheckIcon, CloseIcon, FitAllIcon } from '../../components/icons';
import { PageSpinner, Spinner } from '../../components/spinner';
import { useCurrentUser } from '../../lib/auth';
import { useBranches, useBranchFilter } from '../../lib/branches';
import { useCourierWord } from '../../lib/courier-word';
import { useDocumentTitle, useIsDesktop } from '../../lib/hooks';
import { useStoredValue } from '../../lib/storage';
import { AlertsPanel } from './alerts-panel';
import { isPermanentRefusal } from './api/authorize-channel';
import type { EndedTrip } from './api/end-delivery';
import { CourierList } from './courier-list';
import { courierColors, courierName } from './courier-look';
import { EndDeliveryDialog } from './end-delivery-dialog';
import { monitorAlerts, nextAlertAt } from './monitor-alerts';
import { useNowSeconds } from './monitor-clock';
import { type CourierRow, courierRows, rowsOfBranch, tripsOf } from './monitor-couriers';
import { destinationViews } from './monitor-destinations';
import { BranchSelect, ConnectionPill, MonitorSummary } from './monitor-header';
import { MonitorMap, type MonitorMapHandle } from './monitor-map';
import { EmptyBranch, EmptyMonitor, LoadingList, MonitorError } from './monitor-states';
import { useCourierViews } from './use-courier-views';
import { useMonitorStream } from './use-monitor-stream';
import './monitor.css';

/** Brings a list card into view inside the side panel, without scrolling the page on phones. */
function revealCard(id: string) {
  const card = document.querySelector(`.monitor-side [data-courier-id="${CSS.escape(id)}"]`);
  card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/**
 * SPEC §2 /monitor, as a dispatcher's screen: every courier of the chosen branches on a map and
 * in a list (on a delivery, idle, not seen yet, inactive), the alerts as they fall due, and
 * "End delivery" for a delivery that is stuck.
 */
export function MonitorPage() {
  const { t } = useTranslation();
  const { plural: couriers } = useCourierWord();
  const isDesktop = useIsDesktop();
  const businessId = useStoredValue('business_id');
  const currentUser = useCurrentUser();
  const branches = useBranches();
  const filter = useBranchFilter(branches);
  const { state, retry, ended } = useMonitorStream(businessId);
  const map = useRef<MonitorMapHandle>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [ending, setEnding] = useState<CourierRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The colours on screen, so a courier keeps theirs while others come and go. */
  const shownColors = useRef<ReadonlyMap<string, string>>(new Map());

  const everyone = courierRows(state.couriers, state.trips);
  const rows = rowsOfBranch(everyone, filter.selected?.id ?? null);
  const trips = tripsOf(rows);
  const nowSeconds = useNowSeconds((now) => nextAlertAt(trips, now));
  const alerts = monitorAlerts(trips, nowSeconds);
  useDocumentTitle(
    alerts.length > 0 ? t('monitor.titleWithAlerts', { count: alerts.length }) : t('monitor.title'),
  );

  const selectedId = rows.some((row) => row.id === chosenId) ? chosenId : null;
  const colors = courierColors(
    rows.filter((row) => row.activity === 'on_delivery' || row.activity === 'idle').map((row) => row.id),
    shownColors.current,
  );
  useEffect(() => {
    shownColors.current = colors;
  });
  const views = useCourierViews({ rows, colors, alerts, nowSeconds, selectedId });
  const destinations = destinationViews(rows, colors, selectedId);

  const focus = (id: string, { toggle }: { toggle: boolean }) => {
    const next = toggle && id === selectedId ? null : id;
    setChosenId(next);
    if (!next) return;
    const moved = map.current?.focus(id) ?? false;
    if (moved && !isDesktop) map.current?.reveal();
    if (isDesktop) revealCard(id);
  };
  const selectFromMap = (id: string | null) => {
    setChosenId(id);
    if (id && isDesktop) revealCard(id);
  };

  const endingTrip = ending?.trips[0] ?? null;
  /** The delivery is over (`done`, or null when it had ended elsewhere first): off the monitor now. */
  const afterEnding = (done: EndedTrip | null) => {
    if (!ending || !endingTrip) return;
    ended(
      done ?? {
        generated_trip_id: endingTrip.generated_trip_id,
        arrived_time: endingTrip.arrived_time,
        end_time: nowSeconds,
        distance_km: endingTrip.distance_km,
      },
    );
    setEnding(null);
    setNotice(
      done
        ? t('monitor.endDelivery.done', { name: courierName(ending) })
        : t('monitor.endDelivery.alreadyEnded'),
    );
  };

  // The channel refused us before any data came, or for good: nothing live to show.
  const blocked = state.failure !== null && (!state.loaded || isPermanentRefusal(state.failure));
  let body: ReactNode;
  if (businessId === null) {
    body = currentUser.isPending ? <PageSpinner /> : <Alert tone="error">{t('monitor.noBusiness')}</Alert>;
  } else if (blocked) {
    body = (
      <div className="monitor-error-wrap">
        <MonitorError error={state.failure} onRetry={retry} />
      </div>
    );
  } else {
    const empty = state.loaded && rows.length === 0;
    let side: ReactNode;
    if (!state.loaded) side = <LoadingList />;
    else if (empty && filter.selected && everyone.length > 0)
      side = <EmptyBranch branch={filter.selected} onShowAll={() => filter.select(null)} />;
    else if (empty) side = <EmptyMonitor />;
    else
      side = (
        <CourierList
          rows={rows}
          colors={colors}
          alerts={alerts}
          nowSeconds={nowSeconds}
          selectedId={selectedId}
          onFocus={(id) => focus(id, { toggle: true })}
          onEnd={setEnding}
        />
      );
    body = (
      <div className={`stack--4 monitor-stage${empty ? ' is-empty' : ''}`}>
        {state.loaded && !empty ? (
          <AlertsPanel alerts={alerts} rows={rows} onFocus={(id) => focus(id, { toggle: false })} />
        ) : null}
        <MonitorMap
          ref={map}
          couriers={views}
          destinations={destinations}
          fitKey={filter.selected?.id ?? 'all'}
          onSelect={selectFromMap}
        >
          {state.loaded ? null : (
            <p className="monitor-map__note">
              <Spinner size={16} /> {t('monitor.loading', { couriers })}
            </p>
          )}
          {views.length > 1 ? (
            <button type="button" className="chip monitor-map__fit" onClick={() => map.current?.fitAll()}>
              <FitAllIcon size={18} />
              <span>{t('monitor.showEveryone')}</span>
            </button>
          ) : null}
        </MonitorMap>
        <div className="monitor-side">
          {notice ? (
            <p className="cluster monitor-notice tone-success tone-ring" role="status">
              <CheckIcon size={18} />
              <span>{notice}</span>
              <button
                type="button"
                className="monitor-notice__close"
                aria-label={t('monitor.endDelivery.dismiss')}
                onClick={() => setNotice(null)}
              >
                <CloseIcon size={16} />
              </button>
            </p>
          ) : null}
          {side}
        </div>
      </div>
    );
  }

  return (
    <div className="monitor-page">
      <header className="spread monitor-header">
        <div className="monitor-header__text">
          <div className="monitor-header__title-row">
            <h1 className="monitor-header__title">{t('monitor.title')}</h1>
            {businessId !== null && !blocked ? <ConnectionPill connection={state.connection} /> : null}
          </div>
          <MonitorSummary rows={rows} alerts={alerts} nowSeconds={nowSeconds} />
        </div>
        {branches.length > 1 ? (
          <BranchSelect branches={branches} selected={filter.selected} onSelect={filter.select} />
        ) : null}
      </header>
      {body}
      {ending && endingTrip ? (
        <EndDeliveryDialog
          row={ending}
          trip={endingTrip}
          nowSeconds={nowSeconds}
          onClose={() => setEnding(null)}
          onEnded={afterEnding}
        />
      ) : null}
    </div>
  );
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { FitAllIcon } from '../../components/icons';
import { PageSpinner, Spinner } from '../../components/spinner';
import { useCurrentUser } from '../../lib/auth';
import { useBranches, useBranchFilter } from '../../lib/branches';
import { useCourierWord } from '../../lib/courier-word';
import { useDocumentTitle, useIsDesktop } from '../../lib/hooks';
import { useStoredValue } from '../../lib/storage';
import { isPermanentRefusal } from './api/authorize-channel';
import { courierColors, courierName, initialsOf } from './courier-look';
import type { CourierView } from './map/courier-marker';
import { useNowSeconds } from './monitor-format';
import { BranchSelect, ConnectionPill } from './monitor-header';
import { MonitorMap, type MonitorMapHandle } from './monitor-map';
import { signalOf, tripsOfBranch } from './monitor-state';
import { EmptyBranch, EmptyMonitor, LoadingList, MonitorError } from './monitor-states';
import { TripList, useReportText } from './trip-list';
import { useMonitorStream } from './use-monitor-stream';
import './monitor.css';

/** Brings a list card into view inside the side panel, without scrolling the page on phones. */
function revealCard(id: string) {
  const card = document.querySelector(`.monitor-side [data-trip-id="${CSS.escape(id)}"]`);
  card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/** SPEC §2 /monitor: every trip in progress of the chosen branch, live on a map and in a list. */
export function MonitorPage() {
  const { t } = useTranslation();
  const { singular: courier, plural: couriers } = useCourierWord();
  const isDesktop = useIsDesktop();
  const businessId = useStoredValue('business_id');
  const currentUser = useCurrentUser();
  const branches = useBranches();
  const filter = useBranchFilter(branches);
  const { state, retry } = useMonitorStream(businessId);
  const nowSeconds = useNowSeconds();
  const reportText = useReportText();
  const map = useRef<MonitorMapHandle>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  /** The colours on screen, so a courier keeps theirs while trips come and go. */
  const shownColors = useRef<ReadonlyMap<string, string>>(new Map());
  useDocumentTitle(t('monitor.title'));

  const visible = tripsOfBranch(state.trips, filter.selected?.id ?? null);
  const selectedId = visible.some((trip) => trip.generated_trip_id === chosenId) ? chosenId : null;
  const colors = courierColors(visible, shownColors.current);
  useEffect(() => {
    shownColors.current = colors;
  });
  const withoutSignal = visible.filter((trip) => signalOf(trip, nowSeconds) === 'stale').length;
  const located = visible.filter((trip) => trip.points.length > 0).length;
  const views: CourierView[] = visible.map((trip) => ({
    id: trip.generated_trip_id,
    path: trip.points.map((point): [number, number] => [point.lat, point.lng]),
    color: colors.get(trip.generated_trip_id) ?? '',
    initials: initialsOf(trip),
    name: courierName(trip),
    report: reportText(trip, nowSeconds),
    stale: signalOf(trip, nowSeconds) === 'stale',
    selected: trip.generated_trip_id === selectedId,
    dimmed: selectedId !== null && trip.generated_trip_id !== selectedId,
  }));

  const focusFromList = (id: string) => {
    setChosenId(id);
    const moved = map.current?.focus(id) ?? false;
    if (moved && !isDesktop) map.current?.reveal();
  };
  const selectFromMap = (id: string | null) => {
    setChosenId(id);
    if (id && isDesktop) revealCard(id);
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
    const empty = state.loaded && visible.length === 0;
    let side: ReactNode;
    if (!state.loaded) side = <LoadingList />;
    else if (empty && filter.selected && state.trips.length > 0)
      side = <EmptyBranch branch={filter.selected} onShowAll={() => filter.select(null)} />;
    else if (empty) side = <EmptyMonitor />;
    else
      side = (
        <TripList
          trips={visible}
          colors={colors}
          nowSeconds={nowSeconds}
          selectedId={selectedId}
          onFocus={focusFromList}
        />
      );
    body = (
      <div className={`monitor-stage${empty ? ' is-empty' : ''}`}>
        <MonitorMap ref={map} couriers={views} fitKey={filter.selected?.id ?? 'all'} onSelect={selectFromMap}>
          {state.loaded ? null : (
            <p className="monitor-map__note">
              <Spinner size={16} /> {t('monitor.loading', { couriers })}
            </p>
          )}
          {located > 1 ? (
            <button type="button" className="monitor-map__fit" onClick={() => map.current?.fitAll()}>
              <FitAllIcon size={18} />
              <span>{t('monitor.showEveryone')}</span>
            </button>
          ) : null}
        </MonitorMap>
        <div className="monitor-side">{side}</div>
      </div>
    );
  }

  return (
    <div className="monitor-page">
      <header className="monitor-header">
        <div className="monitor-header__text">
          <div className="monitor-header__title-row">
            <h1 className="monitor-header__title">{t('monitor.title')}</h1>
            {businessId !== null && !blocked ? <ConnectionPill connection={state.connection} /> : null}
          </div>
          <p className="monitor-header__subtitle">
            {visible.length > 0
              ? t('monitor.onTheRoad', { count: visible.length, courier, couriers })
              : t('monitor.subtitle')}
            {withoutSignal > 0 ? (
              <span className="monitor-header__stale">
                {' '}
                · {t('monitor.withoutSignal', { count: withoutSignal })}
              </span>
            ) : null}
          </p>
        </div>
        {branches.length > 1 ? (
          <BranchSelect branches={branches} selected={filter.selected} onSelect={filter.select} />
        ) : null}
      </header>
      {body}
    </div>
  );
}

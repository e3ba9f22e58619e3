import { branchDisplayName } from '@rutaviva/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LogoutIcon } from '../../components/icons';
import { Header } from '../components/header';
import { TripsToday } from '../components/trips-today';
import { Notice } from '../components/ui';
import { useI18n } from '../i18n';
import { type CourierSession, clearSession } from '../lib/session';
import { CourierTracker } from '../lib/tracker';
import { useTripsToday } from '../lib/use-trips-today';
import { EndedScreen } from './ended-screen';
import { StartForm } from './start-form';
import { TripScreen } from './trip-screen';

function useTracker(courierId: string) {
  const [tracker] = useState(() => new CourierTracker(courierId));
  useEffect(() => {
    void tracker.init();
    return () => tracker.dispose();
  }, [tracker]);
  return { tracker, state: useSyncExternalStore(tracker.subscribe, tracker.getState) };
}

export function HomeScreen({ session }: { session: CourierSession }) {
  const { t, tn, language } = useI18n();
  const { tracker, state } = useTracker(session.courier.id);
  const { trip } = state;
  const running = trip !== null && trip.ended_at === null;
  // The list changes when a trip starts and once the server has its arrival or end; it may be
  // stale after a time offline.
  const trips = useTripsToday(
    session.courier.id,
    `${trip?.generated_trip_id}:${state.actionsSent}:${state.online}`,
  );

  const logout = running ? null : (
    <button
      type="button"
      className="c-icon-button"
      onClick={clearSession}
      aria-label={t('home.logout')}
      title={t('home.logout')}
    >
      <LogoutIcon size={22} />
    </button>
  );

  return (
    <div className="c-shell">
      <Header action={logout} />
      <main className="c-main">
        {!state.loaded ? (
          <div className="c-skeleton c-skeleton--tall" aria-hidden="true" />
        ) : running ? (
          <TripScreen tracker={tracker} state={state} trip={trip} />
        ) : (
          <div className="c-stack">
            <p className="c-greeting">
              {t('home.greeting', { name: session.courier.name })}
              <span className="c-greeting__where">
                {[session.business.company_name, branchDisplayName(session.courier.branch_name, language)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </p>
            {trip ? (
              <EndedScreen tracker={tracker} state={state} trip={trip} />
            ) : (
              <>
                {state.queued > 0 ? <Notice tone="info" title={tn('home.pending', state.queued)} /> : null}
                <StartForm tracker={tracker} state={state} countryIso={session.business.country_iso} />
              </>
            )}
            <TripsToday {...trips} />
          </div>
        )}
      </main>
    </div>
  );
}

import { branchDisplayName } from '@rutaviva/domain';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { KeyIcon, LogoutIcon } from '../../components/icons';
import { Header } from '../components/header';
import { Notice } from '../components/notice';
import { OpenTrips } from '../components/open-trips';
import { TripsToday } from '../components/trips-today';
import { useI18n } from '../i18n';
import { openDeliveries, openTripsOf } from '../lib/phone-trips';
import { type CourierSession, clearSession } from '../lib/session';
import { CourierTracker } from '../lib/tracker';
import { useTripsToday } from '../lib/use-trips-today';
import { EndedScreen } from './ended-screen';
import { PasswordScreen } from './password-screen';
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
  const followedOpen = openTripsOf(state);
  const running = followedOpen.length > 0;
  // The list changes when a trip starts, once the server has an arrival or end, and when a
  // delivery ended elsewhere; it may be stale after a time offline.
  const trips = useTripsToday(
    session.courier.id,
    `${trip?.generated_trip_id}:${state.actionsSent}:${state.online}:${state.offered.length}`,
  );
  // Issue 10: what is under way comes first, here or on the server, except the one on screen.
  const deliveries = openDeliveries({ trips: state.trips, current: trip?.generated_trip_id }, state.offered);
  const resume = (id: string) => tracker.resume(id);
  const [changingPassword, setChangingPassword] = useState(false);

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

  let content: ReactNode;
  if (changingPassword && !running) {
    content = <PasswordScreen session={session} onBack={() => setChangingPassword(false)} />;
  } else if (!state.loaded) {
    content = <div className="c-skeleton c-skeleton--tall" aria-hidden="true" />;
  } else if (trip && trip.ended_at === null) {
    content = <TripScreen key={trip.generated_trip_id} tracker={tracker} state={state} trip={trip} />;
  } else {
    const endedBy = trip && trips.trips?.find((each) => each.generated_trip_id === trip.generated_trip_id);
    content = (
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
          <EndedScreen
            tracker={tracker}
            state={state}
            trip={trip}
            endedBy={endedBy ? { role: endedBy.ended_by_role, name: endedBy.ended_by_name } : null}
            othersOpen={running}
          />
        ) : (
          <>
            <OpenTrips deliveries={deliveries} onContinue={resume} />
            {state.queued > 0 && !running ? (
              <Notice tone="info" title={tn('home.pending', state.queued)} />
            ) : null}
            <StartForm
              tracker={tracker}
              state={state}
              countryIso={session.business.country_iso}
              deliveries={deliveries}
            />
          </>
        )}
        <TripsToday {...trips} onContinue={resume} />
        {/* A rare errand: at the end of the page, out of the way of starting a delivery. */}
        {running ? null : (
          <button type="button" className="c-text-button" onClick={() => setChangingPassword(true)}>
            <KeyIcon size={20} />
            <span>{t('password.open')}</span>
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="c-shell">
      <Header action={logout} />
      <main className="c-main">{content}</main>
    </div>
  );
}

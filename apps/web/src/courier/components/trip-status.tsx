import { formatDuration } from '@rutaviva/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { useI18n } from '../i18n';
import type { BackgroundPause } from '../lib/background-pause';
import { config } from '../lib/config';
import type { TrackerState } from '../lib/tracker';
import { Notice } from './notice';

/** Two always-visible chips: the GPS and the connection, each with its own colour and words. */
export function StatusChips({ state }: { state: TrackerState }) {
  const { t, tn } = useI18n();
  const gpsTone = state.gps === 'ok' ? 'good' : state.gps === 'waiting' ? 'wait' : 'bad';
  const gpsText =
    state.gps === 'ok'
      ? t('gps.ok')
      : state.gps === 'waiting'
        ? t('gps.waiting')
        : state.gps === 'no_signal'
          ? t('gps.noSignalTitle')
          : state.gps === 'denied'
            ? t('gps.deniedTitle')
            : t('gps.unsupportedTitle');
  const netTone = !state.online ? 'bad' : state.queuedPoints > 0 ? 'wait' : 'good';
  const netText = !state.online
    ? t('net.offlineTitle')
    : state.queuedPoints > 0
      ? tn('net.sending', state.queuedPoints)
      : t('net.synced');
  return (
    <div className="c-chips">
      <p className={`c-chip c-chip--${gpsTone}`} data-gps={state.gps}>
        <span className="c-chip__dot" aria-hidden="true" />
        <span>{gpsText}</span>
        {state.gps === 'ok' && state.accuracy != null ? (
          <span className="c-chip__extra">{t('gps.accuracy', { meters: Math.round(state.accuracy) })}</span>
        ) : null}
      </p>
      <p
        className={`c-chip c-chip--${netTone}`}
        data-online={state.online}
        data-queued-points={state.queuedPoints}
        aria-live="polite"
      >
        <span className="c-chip__dot" aria-hidden="true" />
        <span>{netText}</span>
      </p>
    </div>
  );
}

/** The states that need the courier to act or to know: blocked location, no signal, offline. */
export function StatusNotices({ state }: { state: TrackerState }) {
  const { t, tn } = useI18n();
  return (
    <>
      {state.gps === 'denied' ? (
        <Notice tone="error" title={t('gps.deniedTitle')}>
          {t('gps.deniedBody')}
        </Notice>
      ) : null}
      {state.gps === 'unsupported' ? (
        <Notice tone="error" title={t('gps.unsupportedTitle')}>
          {t('gps.unsupportedBody')}
        </Notice>
      ) : null}
      {state.gps === 'no_signal' ? (
        <Notice tone="warning" title={t('gps.noSignalTitle')}>
          {t('gps.noSignalBody', { seconds: Math.round(config.noSignalMs / 1000) })}
        </Notice>
      ) : null}
      {state.backgroundPause ? <BackgroundPauseNotice pause={state.backgroundPause} /> : null}
      {state.online ? null : (
        <Notice tone="warning" title={`${t('net.offlineTitle')} · ${tn('net.queued', state.queuedPoints)}`}>
          {t('net.offlineBody')}
        </Notice>
      )}
      {state.persistent ? null : <Notice tone="info" title={t('storage.unavailable')} />}
    </>
  );
}

/**
 * Issue 15: location stopped while the screen was off or the app in the background; says why and
 * how to keep it on, until the courier dismisses it (a later pause shows again).
 */
export function BackgroundPauseNotice({ pause }: { pause: BackgroundPause }) {
  const { t } = useI18n();
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (dismissed === pause.at) return null;
  return (
    <div data-testid="background-pause">
      <Notice tone="warning" title={t('gps.pausedTitle', { duration: formatDuration(pause.seconds / 60) })}>
        <p>{t('gps.pausedBody')}</p>
        <ul className="c-tips">
          <li>{t('gps.pausedTipScreen')}</li>
          <li>{t('gps.pausedTipAndroid')}</li>
          <li>{t('gps.pausedTipIphone')}</li>
        </ul>
        <Button variant="ghost" size="sm" onClick={() => setDismissed(pause.at)}>
          {t('gps.pausedDismiss')}
        </Button>
      </Notice>
    </div>
  );
}

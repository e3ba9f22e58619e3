import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { useCourierWord } from '../../lib/courier-word';
import { AlertKindIcon } from './alert-kind-icon';
import { courierName } from './courier-look';
import type { MonitorAlert } from './monitor-alerts';
import type { CourierRow } from './monitor-couriers';
import { alertTone, useAlertText } from './monitor-words';
import './alerts-panel.css';

interface AlertsPanelProps {
  alerts: readonly MonitorAlert[];
  rows: readonly CourierRow[];
  onFocus: (courierId: string) => void;
}

/**
 * The alerts as they happen, most serious first: an icon, a colour and words for each, and a
 * click that takes the dispatcher to the courier. Only an alert that appears is announced to
 * screen readers: the running times in the list change every few seconds and would drown it.
 */
export function AlertsPanel({ alerts, rows, onFocus }: AlertsPanelProps) {
  const { t } = useTranslation();
  const { plural: couriers } = useCourierWord();
  const alertText = useAlertText();
  const names = new Map(rows.map((row) => [row.id, courierName(row)]));
  const keyOf = (alert: MonitorAlert) => `${alert.generatedTripId}-${alert.kind}`;
  const spoken = (alert: MonitorAlert) => `${names.get(alert.courierId) ?? ''}: ${alertText(alert).label}`;

  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<ReadonlySet<string> | null>(null);
  const keys = alerts.map(keyOf).join(' ');
  const fresh = alerts.filter((alert) => announced.current !== null && !announced.current.has(keyOf(alert)));
  const freshText = fresh.map(spoken).join('. ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change in which alerts exist is news
  useEffect(() => {
    // The alerts already there when the page opens are read with the page, not announced.
    if (announced.current !== null && freshText) setAnnouncement(freshText);
    announced.current = new Set(keys ? keys.split(' ') : []);
  }, [keys]);

  return (
    <section
      className={`stack--2 monitor-alerts${alerts.length > 0 ? ' has-alerts' : ''}`}
      aria-labelledby="monitor-alerts-title"
      data-testid="monitor-alerts"
    >
      <h2 id="monitor-alerts-title" className="cluster monitor-alerts__title">
        {t('monitor.alerts.title')}
        {alerts.length > 0 ? <span className="monitor-alerts__count">{alerts.length}</span> : null}
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {alerts.length === 0 ? (
        <p className="monitor-alerts__none">
          <CheckIcon size={16} />
          {t('monitor.alerts.none', { couriers })}
        </p>
      ) : (
        <ul className="monitor-alerts__list">
          {alerts.map((alert) => {
            const name = names.get(alert.courierId) ?? '';
            const text = alertText(alert);
            return (
              <li key={`${alert.generatedTripId}-${alert.kind}`}>
                <button
                  type="button"
                  className={`monitor-alert monitor-alert--${alertTone(alert)}`}
                  data-testid="monitor-alert"
                  data-kind={alert.kind}
                  data-trip-id={alert.generatedTripId}
                  title={t('monitor.alerts.focus', { name })}
                  onClick={() => onFocus(alert.courierId)}
                >
                  <span className="monitor-alert__icon" aria-hidden="true">
                    <AlertKindIcon kind={alert.kind} size={16} />
                  </span>
                  <span className="monitor-alert__text">
                    <strong>{name}</strong>
                    <span>
                      {text.label}
                      {text.detail ? ` · ${text.detail}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertsPanel } from '../monitor/alerts-panel';
import { CourierList } from '../monitor/courier-list';
import { courierColors } from '../monitor/courier-look';
import { monitorAlerts } from '../monitor/monitor-alerts';
import { courierRows, tripsOf } from '../monitor/monitor-couriers';
import { ConnectionPill, MonitorSummary } from '../monitor/monitor-header';
import { MonitorMap, type MonitorMapHandle } from '../monitor/monitor-map';
import { useCourierViews } from '../monitor/use-courier-views';
import { sampleMonitor } from './sample-monitor';
import '../monitor/monitor.css';

/** A new position every few seconds: slow enough to follow, quick enough to see moving. */
const TICK_MS = 2_500;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The monitor's own map, list, alerts and header over sample couriers that a timer moves: the
 * dispatcher's screen without a stream, a server or a login.
 */
export function TourMonitor() {
  const { t } = useTranslation();
  const [tick, setTick] = useState(0);
  const [nowSeconds, setNowSeconds] = useState(nowInSeconds);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const map = useRef<MonitorMapHandle>(null);

  useEffect(() => {
    const timer = setInterval(() => {
      setTick((value) => value + 1);
      setNowSeconds(nowInSeconds());
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const sample = sampleMonitor(tick, nowSeconds);
  const rows = courierRows(sample.couriers, sample.trips);
  const trips = tripsOf(rows);
  const alerts = monitorAlerts(trips, nowSeconds);
  const colors = courierColors(rows.map((row) => row.id));
  const views = useCourierViews({ rows, colors, alerts, nowSeconds, selectedId });
  const focus = (id: string) => {
    setSelectedId((current) => (current === id ? null : id));
    map.current?.focus(id);
  };

  return (
    <div className="monitor-page tour-monitor">
      <header className="spread monitor-header">
        <div className="monitor-header__text">
          <div className="monitor-header__title-row">
            <h1 className="monitor-header__title">{t('monitor.title')}</h1>
            <ConnectionPill connection="live" />
          </div>
          <MonitorSummary rows={rows} alerts={alerts} nowSeconds={nowSeconds} />
        </div>
      </header>
      <div className="stack--4 monitor-stage">
        <AlertsPanel alerts={alerts} rows={rows} onFocus={focus} />
        <MonitorMap ref={map} couriers={views} fitKey="demo" onSelect={setSelectedId} />
        <div className="monitor-side">
          <CourierList
            rows={rows}
            colors={colors}
            alerts={alerts}
            nowSeconds={nowSeconds}
            selectedId={selectedId}
            onFocus={focus}
            onEnd={() => undefined}
          />
        </div>
      </div>
    </div>
  );
}

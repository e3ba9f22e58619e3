import { formatClock, type TripRoute } from '@rutaviva/domain';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSwitch } from '../../../components/choice-switch';
import { PauseIcon, PlayIcon, RestartIcon } from '../../../components/icons';
import { RouteMap } from './route-map';
import { buildTimeline, formatElapsed, pointIndexAt, replayRate } from './route-playback';
import './replay-controls.css';

const SPEEDS = [1, 2, 4] as const;

/** The route replayed with its own timestamps: play, pause, scrub, and the clock of the current point. */
export function RouteReplay({ route, timeZone }: { route: TripRoute; timeZone: string }) {
  const { t } = useTranslation();
  const timeline = useMemo(() => buildTimeline(route.all_coordinates, route.coordinates_timestamps), [route]);
  const [time, setTime] = useState(timeline.start);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const timeRef = useRef(time);
  timeRef.current = time;

  useEffect(() => {
    if (!playing) return;
    const rate = replayRate(timeline) * speed;
    let last = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const next = Math.min(timeline.end, timeRef.current + ((now - last) / 1000) * rate);
      last = now;
      setTime(next);
      if (next >= timeline.end) setPlaying(false);
      else frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, timeline]);

  const atEnd = time >= timeline.end;
  const toggle = () => {
    if (playing) return setPlaying(false);
    if (atEnd) setTime(timeline.start);
    setPlaying(true);
  };
  const index = pointIndexAt(timeline, time);
  const single = timeline.points.length < 2;
  const playLabel = playing
    ? t('reports.route.pause')
    : atEnd && !single
      ? t('reports.route.restart')
      : t('reports.route.play');

  // No wrapper: the map and the controls are items of the dialog's body, which lets the map give way.
  return (
    <>
      <RouteMap timeline={timeline} time={time} timeZone={timeZone} />
      <div className="strip replay-controls">
        <button
          type="button"
          className="replay-controls__play"
          onClick={toggle}
          disabled={single}
          aria-label={playLabel}
          title={playLabel}
        >
          {playing ? (
            <PauseIcon size={20} />
          ) : atEnd && !single ? (
            <RestartIcon size={20} />
          ) : (
            <PlayIcon size={20} />
          )}
        </button>
        <div className="replay-controls__clock" aria-live={playing ? 'off' : 'polite'}>
          <span className="replay-controls__time" data-testid="route-time">
            {timeline.synthetic ? '—' : formatClock(time, timeZone)}
          </span>
          <span className="replay-controls__meta">
            {timeline.synthetic ? null : (
              <span>{t('reports.route.elapsed', { time: formatElapsed(time - timeline.start) })}</span>
            )}
            <span>{t('reports.route.pointOf', { point: index + 1, total: timeline.points.length })}</span>
          </span>
        </div>
        <input
          type="range"
          className="replay-controls__scrubber"
          min={timeline.start}
          max={Math.max(timeline.end, timeline.start + 1)}
          step="any"
          value={time}
          disabled={single}
          aria-label={t('reports.route.scrubber')}
          aria-valuetext={timeline.synthetic ? undefined : formatClock(time, timeZone)}
          style={
            {
              '--progress': `${((time - timeline.start) / Math.max(1, timeline.end - timeline.start)) * 100}%`,
            } as CSSProperties
          }
          onChange={(event) => {
            setPlaying(false);
            setTime(Number(event.target.value));
          }}
        />
        <ChoiceSwitch
          look="pill-switch"
          className="replay-controls__speed"
          legend={t('reports.route.speed')}
          options={SPEEDS}
          value={speed}
          onChange={setSpeed}
          label={(option) => `${option}×`}
        />
      </div>
      {timeline.synthetic ? <p className="route-replay__note">{t('reports.route.noTimes')}</p> : null}
    </>
  );
}

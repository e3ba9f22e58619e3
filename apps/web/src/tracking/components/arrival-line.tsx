import { type Estimate, estimateView, formatTimeOfDay } from '@rutaviva/domain';
import { useMemo } from 'react';
import { useT } from '../i18n';
import { useNowSeconds } from '../lib/use-browser';

/** The figure is in whole minutes; four times a minute keeps it from lagging a minute behind. */
const TICK_MS = 15_000;

interface Props {
  estimate: Estimate | null;
  /** Only while the courier is on the way: at the door or after, no time is promised. */
  running: boolean;
}

/**
 * Issue 15: "Arriving in about 8 min · 2:41 PM", or a range when the estimate is uncertain, once
 * a destination is known. Nothing at all without an estimate: the page does not guess.
 *
 * It counts down from when this browser received the estimate, not from the server's clock: a
 * phone whose clock is a few minutes off would otherwise show a figure minutes off too. The
 * server refreshes the estimate with every batch of points (a still courier's phone sends one at
 * least every few minutes); once the position is stale the page hides the line (live-view), so
 * an estimate read again on a reload is at most that old.
 */
export function ArrivalLine({ estimate, running }: Props) {
  const { t, language } = useT();
  const shown = running ? estimate : null;
  // A new estimate object is a new reading: its age starts now, in this browser's time.
  const receivedAt = useMemo(() => (shown ? Math.floor(Date.now() / 1000) : 0), [shown]);
  const now = useNowSeconds(TICK_MS, shown !== null);
  if (!shown) return null;
  const elapsed = Math.max(0, now - receivedAt);
  const view = estimateView(shown, shown.computed_at + elapsed);
  if (!view) return null;
  const arrivalAt = receivedAt + shown.seconds;
  const text = view.ranged
    ? t('eta.range', { low: view.lowMinutes, high: view.highMinutes })
    : t(view.minutes === 1 ? 'eta.aboutOne' : 'eta.about', {
        minutes: view.minutes,
        time: formatTimeOfDay(arrivalAt, language),
      });
  // Not announced at every update (it changes every few seconds); read with the headline.
  return (
    <p className="tp-eta" data-testid="arrival-estimate" aria-live="off">
      {text}
    </p>
  );
}

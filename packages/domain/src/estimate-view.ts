import type { Estimate } from './wire/trips';

/**
 * Issue 15: what every view shows of an estimate at `nowSeconds`. Between two estimates the figure
 * counts down by itself, so a page that heard nothing for a minute does not show a minute too much.
 * Whole minutes, never below 1 (the courier arriving is told by "Arrived", not by "0 min").
 */
export interface EstimateView {
  minutes: number;
  /** The range to show instead of `minutes` when `ranged`. */
  lowMinutes: number;
  highMinutes: number;
  ranged: boolean;
  /** Unix seconds of the expected arrival, for "at 14:32". */
  arrivalAt: number;
}

export function estimateView(estimate: Estimate | null | undefined, nowSeconds: number): EstimateView | null {
  if (!estimate) return null;
  const elapsed = Math.max(0, nowSeconds - estimate.computed_at);
  const toMinutes = (seconds: number) => Math.max(1, Math.round(Math.max(0, seconds - elapsed) / 60));
  const minutes = toMinutes(estimate.seconds);
  const lowMinutes = Math.min(minutes, toMinutes(estimate.low_seconds));
  const highMinutes = Math.max(minutes, toMinutes(estimate.high_seconds));
  return {
    minutes,
    lowMinutes,
    highMinutes,
    // A range of one minute says nothing a single figure does not.
    ranged: estimate.ranged && highMinutes - lowMinutes >= 2,
    arrivalAt: estimate.computed_at + estimate.seconds,
  };
}

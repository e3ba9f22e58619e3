import { type Estimate, estimateView } from '@rutaviva/domain';
import { courierName } from './courier-look';
import type { CourierRow } from './monitor-couriers';

/** Issue 15: where one courier's delivery goes, as the map draws it (in the courier's colour). */
export interface DestinationView {
  /** The trip's public id: one pin per delivery. */
  id: string;
  lat: number;
  lng: number;
  color: string;
  courierName: string;
  selected: boolean;
  dimmed: boolean;
}

/**
 * One pin per delivery under way that has a destination, the courier's first one included only
 * when shown on the map (the same rule as their disc). A selected courier's pins stand out.
 */
export function destinationViews(
  rows: readonly CourierRow[],
  colors: ReadonlyMap<string, string>,
  selectedId: string | null,
): DestinationView[] {
  return rows.flatMap((row) =>
    row.trips.flatMap((trip): DestinationView[] =>
      trip.destination && trip.end_time === null
        ? [
            {
              id: trip.generated_trip_id,
              lat: trip.destination.lat,
              lng: trip.destination.lng,
              color: colors.get(row.id) ?? '',
              courierName: courierName(row),
              selected: row.id === selectedId,
              dimmed: selectedId !== null && row.id !== selectedId,
            },
          ]
        : [],
    ),
  );
}

/** "Arriving in about 8 min · 14:32", or the range when uncertain; null without an estimate. */
export type EstimateWords =
  | { key: 'about'; vars: { minutes: number }; arrivalAt: number }
  | { key: 'range'; vars: { low: number; high: number }; arrivalAt: number };

export function estimateWords(
  estimate: Estimate | null | undefined,
  nowSeconds: number,
): EstimateWords | null {
  const view = estimateView(estimate, nowSeconds);
  if (!view) return null;
  return view.ranged
    ? { key: 'range', vars: { low: view.lowMinutes, high: view.highMinutes }, arrivalAt: view.arrivalAt }
    : { key: 'about', vars: { minutes: view.minutes }, arrivalAt: view.arrivalAt };
}

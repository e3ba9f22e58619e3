import {
  missingTimeLabels,
  type ReportTrip,
  type ReviewChoice,
  tripDurations,
  tripFlags,
} from '@rutaviva/domain';
import { presentTripSummary, type TripSummaryRow } from '../trips/trips.presenters';

/** A row of the reports list: the trip, its durations, flags and missing-time labels. */
export function presentReportTrip(row: TripSummaryRow, publicUrl: string, now: Date): ReportTrip {
  const trip = presentTripSummary(row, publicUrl, now);
  const times = {
    start_time: trip.start_time,
    arrived_time: trip.arrived_time,
    end_time: trip.end_time,
    last_update_time: trip.last_update_time,
    point_count: trip.point_count,
    distance_km: trip.distance_km,
  };
  return {
    ...trip,
    selected: trip.selected as ReviewChoice[],
    durations: tripDurations(times),
    flags: tripFlags(times),
    labels: missingTimeLabels(times, Math.floor(now.getTime() / 1000)),
  };
}

import { courierActivity, type LastPosition, type MonitorCourier } from '@rutaviva/domain';
import { unixSeconds } from '../../lib/clock';
import type { CourierSeenRow, OpenTripRow } from './monitor.repo';

function lastPositionOf(row: CourierSeenRow): LastPosition | null {
  if (row.last_point_at === null || row.last_lat === null || row.last_lng === null) return null;
  return { lat: row.last_lat, lng: row.last_lng, timestamp: unixSeconds(row.last_point_at) };
}

/** One courier as the monitor shows them; `openTrips` are theirs, newest first. */
export function presentMonitorCourier(
  row: CourierSeenRow,
  openTrips: readonly OpenTripRow[],
): MonitorCourier {
  const lastPosition = lastPositionOf(row);
  return {
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    cell_phone: row.cell_phone,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    active: row.active,
    activity: courierActivity({ active: row.active, openTrips: openTrips.length, lastPosition }),
    last_position: lastPosition,
    open_trips: openTrips.map((trip) => ({
      trip_id: trip.id,
      generated_trip_id: trip.generated_trip_id,
      start_time: unixSeconds(trip.start_time),
      arrived_time: trip.arrived_time ? unixSeconds(trip.arrived_time) : null,
    })),
  };
}

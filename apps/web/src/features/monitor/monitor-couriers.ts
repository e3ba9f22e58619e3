import {
  type CourierActivity,
  courierActivity,
  type MonitorCourier,
  type TrackPoint,
} from '@rutaviva/domain';
import { type LiveTrip, lastPoint } from './monitor-state';

/** One courier as the list and the map show them: the roster's facts joined with their live trips. */
export interface CourierRow {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  branchId: string;
  branchName: string;
  active: boolean;
  activity: CourierActivity;
  /** Their deliveries under way, newest first; the first is the one the card shows. */
  trips: LiveTrip[];
  /** The newest position known from any of their trips, live or past. */
  lastPosition: TrackPoint | null;
}

/** The order of the list's groups: who needs watching first. */
export const ACTIVITY_ORDER: readonly CourierActivity[] = ['on_delivery', 'idle', 'never_seen', 'inactive'];

const newestOf = (points: readonly (TrackPoint | null)[]) =>
  points.reduce<TrackPoint | null>(
    (newest, point) => (point && (!newest || point.timestamp > newest.timestamp) ? point : newest),
    null,
  );

/** A courier the roster does not know yet (added a moment ago), described by their trip. */
function courierOfTrip(trip: LiveTrip): MonitorCourier {
  return {
    id: trip.courier_id,
    name: trip.delivery_user_first_name,
    last_name: trip.delivery_user_last_name,
    cell_phone: '',
    branch_id: trip.branch_id,
    branch_name: trip.branch_name,
    active: true,
    activity: 'on_delivery',
    last_position: null,
    open_trips: [],
  };
}

const byName = (a: CourierRow, b: CourierRow) =>
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a.id.localeCompare(b.id);

/**
 * Every courier once, grouped by what they are doing and by name within a group, so a card stays
 * where the dispatcher last saw it while trips come and go. What they are doing is decided here
 * from the live trips, not from the roster, which only the stream's opening picture refreshes.
 */
export function courierRows(couriers: readonly MonitorCourier[], trips: readonly LiveTrip[]): CourierRow[] {
  const roster = new Map(couriers.map((courier) => [courier.id, courier]));
  for (const trip of trips)
    if (!roster.has(trip.courier_id)) roster.set(trip.courier_id, courierOfTrip(trip));

  const rows = [...roster.values()].map((courier): CourierRow => {
    const own = trips.filter((trip) => trip.courier_id === courier.id);
    const lastPosition = newestOf([courier.last_position, ...own.map(lastPoint)]);
    return {
      id: courier.id,
      firstName: courier.name,
      lastName: courier.last_name,
      phone: courier.cell_phone,
      branchId: courier.branch_id,
      branchName: courier.branch_name,
      active: courier.active,
      activity: courierActivity({ active: courier.active, openTrips: own.length, lastPosition }),
      trips: own,
      lastPosition,
    };
  });
  return rows.sort(
    (a, b) => ACTIVITY_ORDER.indexOf(a.activity) - ACTIVITY_ORDER.indexOf(b.activity) || byName(a, b),
  );
}

/**
 * The couriers of one branch, or of every branch when `branchId` is null. A courier moved to
 * another branch mid-route also shows in the branch their delivery belongs to.
 */
export function rowsOfBranch(rows: readonly CourierRow[], branchId: string | null): CourierRow[] {
  if (branchId === null) return [...rows];
  return rows.filter(
    (row) => row.branchId === branchId || row.trips.some((trip) => trip.branch_id === branchId),
  );
}

/** The trips of the couriers shown. */
export const tripsOf = (rows: readonly CourierRow[]): LiveTrip[] => rows.flatMap((row) => row.trips);

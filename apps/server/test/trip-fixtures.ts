import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/database';

export interface PastTrip {
  businessId: string;
  branchId: string;
  courierId: string;
  start: Date;
  /** Minutes from the start; null for a time never registered. */
  arrivedAfter?: number | null;
  endedAfter?: number | null;
  lastPointAfter?: number | null;
  distanceKm?: number;
  pointCount?: number;
  rating?: 1 | 2 | 3 | null;
  selected?: string[];
  remarks?: string | null;
  improvement?: string | null;
  courierNotes?: string | null;
  adminNotes?: string | null;
  phone?: string;
}

const after = (start: Date, minutes: number | null | undefined) =>
  minutes == null ? null : new Date(start.getTime() + minutes * 60_000);

/**
 * Writes a finished (or abandoned) trip straight into the table, with the running totals a
 * real one would have: reports only read those columns, and a test needs exact times.
 */
export async function insertPastTrip(db: Db, trip: PastTrip) {
  const pointCount = trip.pointCount ?? (trip.lastPointAfter == null ? 0 : 10);
  const row = await db
    .insertInto('trips')
    .values({
      generated_trip_id: randomBytes(16).toString('base64url'),
      business_id: trip.businessId,
      branch_id: trip.branchId,
      courier_id: trip.courierId,
      customer_phone_number: trip.phone ?? '+525511112222',
      start_time: trip.start,
      arrived_time: after(trip.start, trip.arrivedAfter),
      end_time: after(trip.start, trip.endedAfter),
      valid: trip.endedAfter != null,
      last_point_at: after(trip.start, trip.lastPointAfter),
      point_count: pointCount,
      distance_km: trip.distanceKm ?? 0,
      rating: trip.rating ?? null,
      selected: trip.selected ?? null,
      remarks: trip.remarks ?? null,
      improvement: trip.improvement ?? null,
      reviewed_at: trip.rating ? after(trip.start, (trip.endedAfter ?? 0) + 5) : null,
      delivery_user_notes: trip.courierNotes ?? null,
      admin_notes: trip.adminNotes ?? null,
    })
    .returning(['id', 'generated_trip_id'])
    .executeTakeFirstOrThrow();
  return { trip_id: row.id, generated_trip_id: row.generated_trip_id };
}

import type { PendingDeliveries } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { unixSeconds } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { SessionClaims } from '../../lib/tokens';
import { findCourierOfBusiness } from '../team/team.repo';
import * as repo from './api-deliveries.repo';

export const deliveryTaken = () => new AppError('delivery_taken', 409);

/** What a courier's trip start takes from a pending delivery (issue 16). */
export interface PendingStart {
  id: string;
  /** E.164, as stored. */
  phone: string;
  orderReference: string | null;
  destination: { lat: number; lng: number } | null;
}

/**
 * A pending delivery the courier may start, for `TripsService.start`: 409 `delivery_taken` when
 * it was started, cancelled, or is not theirs to start (sent to another courier or branch).
 */
export async function pendingStartOf(db: Db, courier: repo.CourierPlace, id: string): Promise<PendingStart> {
  const row = isUuid(id) ? await repo.findPendingForCourier(db, courier, id) : undefined;
  if (!row) throw deliveryTaken();
  return {
    id: row.id,
    phone: row.customer_phone_number,
    orderReference: row.order_reference,
    destination:
      row.destination_lat !== null && row.destination_lng !== null
        ? { lat: row.destination_lat, lng: row.destination_lng }
        : null,
  };
}

/** Marks it started by `tripId` in the trip's transaction; a second tap rolls its trip back with 409. */
export async function claimPendingStart(db: Db, businessId: string, id: string, tripId: string, at: Date) {
  if (!(await repo.claimForTrip(db, businessId, id, tripId, at))) throw deliveryTaken();
}

/** The courier app's list of deliveries waiting for the signed-in courier (issue 16). */
export class PendingDeliveriesService {
  constructor(private readonly deps: { db: Db }) {}

  async list(auth: SessionClaims): Promise<PendingDeliveries> {
    const { db } = this.deps;
    const courier = await findCourierOfBusiness(db, auth.businessId, auth.userId);
    if (!courier?.active) return { data: [] };
    const rows = await repo.pendingForCourier(db, {
      businessId: auth.businessId,
      courierId: courier.id,
      branchId: courier.branch_id,
    });
    return {
      data: rows.map((row) => ({
        id: row.id,
        customer_phone_number: row.customer_phone_number,
        order_reference: row.order_reference,
        destination:
          row.destination_lat !== null && row.destination_lng !== null
            ? { lat: row.destination_lat, lng: row.destination_lng }
            : null,
        assigned: row.courier_id !== null,
        created_at: unixSeconds(row.created_at),
      })),
    };
  }
}

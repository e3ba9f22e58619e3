import { normalizePhone, type RememberedDestination } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { unixSeconds } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import * as repo from './remembered-destinations.repo';

/**
 * Issue 15 item 2: when a business delivers again to the same number, the courier app proposes
 * where the last delivery went; the courier confirms it (POST /api/trips with `destination`) or
 * clears it. Nothing is stored apart from the trips: delete them and nothing is proposed.
 */
export class RememberedDestinations {
  constructor(private readonly deps: { db: Db }) {}

  async forPhone(auth: SessionClaims, customerPhone: string): Promise<RememberedDestination> {
    const { db } = this.deps;
    const business = await repo.rememberingOfBusiness(db, auth.businessId);
    // The number is read as the start reads it, so the proposal matches the trip it would start.
    const phone = normalizePhone(customerPhone, business.country_iso);
    if (!phone)
      throw new AppError('invalid_phone', 400, undefined, { customer_phone_number: 'invalid_phone' });
    if (!business.remember_destinations) return { destination: null };
    const last = await repo.lastDestinationToPhone(db, auth.businessId, phone);
    if (!last || last.destination_lat === null || last.destination_lng === null) return { destination: null };
    return {
      destination: {
        lat: last.destination_lat,
        lng: last.destination_lng,
        delivered_at: unixSeconds(last.end_time ?? last.start_time),
      },
    };
  }
}

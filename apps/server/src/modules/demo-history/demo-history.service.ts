import { defaultTimeZone } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { DEMO_BRANCH_ROUTES } from '../../demo/cdmx-routes';
import { DEMO_ADMIN, DEMO_COURIERS } from '../../demo/demo-account';
import { type HistoryCourier, type PlannedTrip, planHistory } from '../../demo/history/history-plan';
import { trackOf, trackTotals } from '../../demo/history/history-tracks';
import { addDays, localDay, localInstant } from '../../demo/history/local-time';
import { notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import { settleOnboarding } from '../business/business.repo';
import { newGeneratedTripId } from '../trips/trips.service';
import * as repo from './demo-history.repo';

/** How far back the demo's history reaches: the reports' "last 30 days". */
export const DEMO_HISTORY_DAYS = 30;

export interface DemoHistory {
  added: number;
  startDate: string;
  endDate: string;
  timeZone: string;
  branches: { name: string; deliveries: number }[];
}

interface Busy {
  start: Date;
  end: Date;
}

/**
 * `npm run demo`'s past: 30 days of deliveries of the demo couriers, written through the server's
 * own repositories at the server's clock (decision 0015). Development and test only.
 */
export class DemoHistoryService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /**
   * Fills the last 30 days up to now with the deliveries the demo couriers would have made. A
   * delivery is written only where its courier was not already out on another (the same plan,
   * written by an earlier run, or a live one), so running it again adds nothing and running it
   * days later adds just the days since.
   */
  async fill(auth: SessionClaims): Promise<DemoHistory> {
    const { db, clock } = this.deps;
    const business = await repo.demoBusinessOf(db, auth.businessId, auth.userId, DEMO_ADMIN.email);
    if (!business) throw notFound();

    const now = clock.now();
    const timeZone = defaultTimeZone(business.country_iso);
    const endDate = localDay(now, timeZone);
    const startDate = addDays(endDate, 1 - DEMO_HISTORY_DAYS);
    const since = localInstant(startDate, 0, timeZone);
    const days = Array.from({ length: DEMO_HISTORY_DAYS }, (_, index) => addDays(startDate, index));
    const couriers = historyCouriers(
      await repo.couriersNamed(
        db,
        business.id,
        DEMO_COURIERS.map((courier) => courier.username),
      ),
    );
    const courierIds = couriers.map((courier) => courier.id);

    return await db.transaction().execute(async (trx) => {
      await repo.lockHistory(trx, business.id);
      const busy = new Map<string, Busy[]>();
      for (const trip of await repo.courierTripsSince(trx, courierIds, since)) {
        const list = busy.get(trip.courier_id) ?? [];
        list.push({ start: trip.start_time, end: trip.end_time ?? now });
        busy.set(trip.courier_id, list);
      }
      const missing = planHistory(couriers, days, timeZone).filter(
        (trip) => trip.end <= now && !(busy.get(trip.courier.id) ?? []).some((other) => overlap(trip, other)),
      );
      await repo.insertHistory(
        trx,
        missing.map((trip) => historyRow(trip, business.id, now)),
      );
      if (missing.length > 0) await settleOnboarding(trx, business.id, now);
      const branches = await repo.deliveriesPerBranchSince(trx, courierIds, since);
      return { added: missing.length, startDate, endDate, timeZone, branches };
    });
  }
}

/** The demo couriers of branches the demo has streets for. */
function historyCouriers(rows: Awaited<ReturnType<typeof repo.couriersNamed>>): HistoryCourier[] {
  return rows.flatMap((row) => {
    const routes = DEMO_BRANCH_ROUTES[row.branch_name];
    if (!routes) return [];
    return [
      {
        id: row.id,
        username: row.username,
        firstName: row.name,
        branchId: row.branch_id,
        branchName: row.branch_name,
        branchPosition: row.branch_position,
        routes,
      },
    ];
  });
}

const overlap = (trip: PlannedTrip, other: Busy) => trip.start < other.end && other.start < trip.end;

function historyRow(trip: PlannedTrip, businessId: string, now: Date): repo.HistoryTripRow {
  const points = trackOf(trip);
  // A review the customer would only write later is left out; it is never backfilled.
  const review = trip.review && trip.review.reviewedAt <= now ? trip.review : null;
  return {
    generated_trip_id: newGeneratedTripId(),
    business_id: businessId,
    branch_id: trip.courier.branchId,
    courier_id: trip.courier.id,
    customer_phone_number: trip.customerPhone,
    start_time: trip.start,
    arrived_time: trip.arrived,
    end_time: trip.end,
    delivery_user_notes: trip.courierNotes,
    // The owner's note answers the review: not before the customer has written it.
    admin_notes: review || !trip.review ? trip.adminNotes : null,
    rating: review?.rating ?? null,
    selected: review?.selected ?? null,
    remarks: review?.remarks ?? null,
    improvement: review?.improvement ?? null,
    reviewed_at: review?.reviewedAt ?? null,
    ...trackTotals(points),
    points,
  };
}

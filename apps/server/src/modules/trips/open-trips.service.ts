import type { OpenTrips } from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { abandonedBefore, type Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { TripEvents } from './trip-events';
import { courierFullName, presentCourierTrip } from './trips.presenters';
import * as repo from './trips.repo';

/**
 * Issue 10: the server knows each courier's open deliveries (started, not ended, not abandoned),
 * so any phone can resume them, and by default a courier has at most one.
 */
export class OpenTripsService {
  constructor(private readonly deps: { db: Db; clock: Clock; events: TripEvents; publicUrl: string }) {}

  /** GET /api/courier/open_trips: the signed-in courier's own, newest first. */
  async list(auth: SessionClaims): Promise<OpenTrips> {
    const { db, clock, publicUrl } = this.deps;
    const [trips, business] = await Promise.all([
      repo.openTripsOfCourier(db, auth.businessId, auth.userId, abandonedBefore(clock.now())),
      repo.businessForTrips(db, auth.businessId),
    ]);
    return {
      data: trips.map((trip) => presentCourierTrip(trip, publicUrl, clock.now())),
      allow_several_trips: business.allow_several_trips,
    };
  }

  /**
   * Run inside the start's transaction, before the new trip is written: with open trips, either
   * ends them (the courier chose to), lets them be (the business allows several), or refuses
   * with 409 `open_trip_exists` naming the newest. The courier's row stays locked until the
   * transaction ends, so two starts at once cannot both find no open trip.
   */
  async makeRoom(
    trx: Db,
    courier: { businessId: string; courierId: string; allowSeveral: boolean; endOpenTrips: boolean },
  ): Promise<repo.TripWithParties[]> {
    const { clock, publicUrl } = this.deps;
    await repo.lockCourier(trx, courier.courierId);
    const open = await repo.openTripsOfCourier(
      trx,
      courier.businessId,
      courier.courierId,
      abandonedBefore(clock.now()),
    );
    const newest = open[0];
    if (!newest) return [];
    if (!courier.endOpenTrips) {
      if (courier.allowSeveral) return [];
      throw new AppError('open_trip_exists', 409, undefined, undefined, undefined, {
        open_trip: presentCourierTrip(newest, publicUrl, clock.now()),
      });
    }
    const ended: repo.TripWithParties[] = [];
    for (const trip of open) {
      // The courier chose "end it" in the app: their own stop, so valid like one.
      const done = await repo.markEnded(trx, trip.id, {
        at: clock.now(),
        valid: true,
        role: 'courier',
        name: courierFullName(trip),
      });
      if (done) ended.push(trip);
    }
    return ended;
  }

  /** After the start's transaction: the monitor and the links of the trips it ended hear `ended`. */
  async announceEnded(trips: repo.TripWithParties[]): Promise<void> {
    for (const trip of trips) {
      const view = await this.deps.events.adminView(trip.business_id, trip.id);
      await this.deps.events.publishTimes('ended', view, trip.business_id);
    }
  }
}

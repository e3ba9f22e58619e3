import type { MonitorCourier } from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { abandonedBefore, type Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { EventBus } from '../../realtime/bus';
import { businessChannel, publishEvent } from '../../realtime/sse';
import { findBranchOfBusiness } from '../business/business.repo';
import { presentMonitorCourier } from './monitor.presenters';
import * as repo from './monitor.repo';

export interface MonitorDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  log: FastifyBaseLogger;
}

/** The dispatcher's roster: every courier, idle ones too, with where and when they were last seen. */
export class MonitorService {
  constructor(private readonly deps: MonitorDeps) {}

  /** GET /api/monitor/couriers: the caller's couriers, of one of their branches or of all. */
  async couriers(auth: SessionClaims, branchId?: string): Promise<MonitorCourier[]> {
    if (branchId && !(await findBranchOfBusiness(this.deps.db, auth.businessId, branchId)))
      throw new AppError('branch_not_found', 404);
    return await this.read(auth.businessId, { branchId });
  }

  /** The whole roster of a business, for its stream (whose channel token was the access check). */
  async couriersOfBusiness(businessId: string): Promise<MonitorCourier[]> {
    return await this.read(businessId);
  }

  /**
   * Tells the business's open monitors that a courier was added or changed (name, branch, active).
   * A lost event is corrected by the next whole roster: after Redis was away, or when the monitor opens its stream again (at the latest after 12 hours).
   */
  async publishCourier(businessId: string, courierId: string): Promise<void> {
    try {
      const [courier] = await this.read(businessId, { courierId });
      if (courier)
        await publishEvent(this.deps.bus, businessChannel(businessId), {
          event: 'courier_updated',
          data: courier,
        });
    } catch (error) {
      this.deps.log.error({ err: error, courierId }, 'monitor courier update could not be published');
    }
  }

  private async read(businessId: string, filter: repo.CourierFilter = {}): Promise<MonitorCourier[]> {
    const { db, clock } = this.deps;
    const [rows, open] = await Promise.all([
      repo.couriersWithLastPosition(db, businessId, filter),
      repo.openTripsOfBusiness(db, businessId, abandonedBefore(clock.now()), filter.courierId),
    ]);
    const openByCourier = new Map<string, repo.OpenTripRow[]>();
    for (const trip of open)
      openByCourier.set(trip.courier_id, [...(openByCourier.get(trip.courier_id) ?? []), trip]);
    return rows.map((row) => presentMonitorCourier(row, openByCourier.get(row.id) ?? []));
  }
}

import { ETA, greatCircleKm, type LatLng, learnDetourFactor } from '@rutaviva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { recentRoutes } from './arrival-estimates.repo';

/** How many of a business's newest deliveries its learned factor is drawn from. */
export const LEARNED_FROM_TRIPS = 30;
/** A business's learned factor is read again after this long (its deliveries change slowly). */
export const LEARNED_TTL_MS = 6 * 3600 * 1000;
/** A trip's road distance is asked of the routing service at most this often. */
export const ROUTED_TTL_MS = 60 * 1000;
/** The routing service is never waited on longer than this. */
export const ROUTING_TIMEOUT_MS = 2000;
/** Closer than this, the road and the straight line hardly differ and the ratio is noise. */
const ROUTED_MIN_STRAIGHT_KM = 0.2;
/** Entries of trips not asked about for this long are dropped (ended, or on another process). */
const ROUTED_FORGET_MS = 10 * 60 * 1000;

export interface DetourFactorsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** An OSRM-compatible routing service (ROUTING_URL); without it only learned factors are used. */
  routingUrl?: string;
  timeoutMs?: number;
}

interface Routed {
  factor: number | null;
  askedAt: number;
}

/**
 * Issue 15: how much longer than the straight line the way to the customer is. From the routing
 * service for this very trip when one is configured (road distance over straight-line distance,
 * asked at most once a minute per trip); else the business's own factor learned from its past
 * deliveries (cached for hours per business); else null and the estimator uses the vehicle's.
 */
export class DetourFactors {
  private readonly learnedCache = new Map<string, { factor: number | null; at: number }>();
  private readonly learning = new Map<string, Promise<number | null>>();
  private readonly routedCache = new Map<string, Routed>();
  /** Failures are logged once until the service answers again, not once per batch. */
  private routingFailing = false;

  constructor(private readonly deps: DetourFactorsDeps) {}

  /** The factor for this trip now: the routed one when fresh enough, else the learned one. */
  async factorFor(businessId: string, tripId: string, from: LatLng | undefined, to: LatLng) {
    const routed = from ? await this.routed(tripId, from, to) : null;
    return routed ?? (await this.learned(businessId));
  }

  /** The business's learned factor, or null before it has ETA.detourMinTrips usable deliveries. */
  async learned(businessId: string): Promise<number | null> {
    const now = this.deps.clock.now().getTime();
    const cached = this.learnedCache.get(businessId);
    if (cached && now - cached.at < LEARNED_TTL_MS) return cached.factor;
    let loading = this.learning.get(businessId);
    if (!loading) {
      loading = recentRoutes(this.deps.db, businessId, LEARNED_FROM_TRIPS)
        .then((routes) => {
          const factor = learnDetourFactor(routes);
          this.learnedCache.set(businessId, { factor, at: now });
          return factor;
        })
        .finally(() => this.learning.delete(businessId));
      this.learning.set(businessId, loading);
    }
    return await loading;
  }

  /** A trip is over: its routed factor will not be asked for again. */
  forget(tripId: string) {
    this.routedCache.delete(tripId);
  }

  private async routed(tripId: string, from: LatLng, to: LatLng): Promise<number | null> {
    const { routingUrl } = this.deps;
    if (!routingUrl) return null;
    const now = this.deps.clock.now().getTime();
    const cached = this.routedCache.get(tripId);
    if (cached && now - cached.askedAt < ROUTED_TTL_MS) return cached.factor;
    const straightKm = greatCircleKm(from, to);
    // Near the door the ratio of two short distances swings wildly: keep the last one.
    if (straightKm < ROUTED_MIN_STRAIGHT_KM) return cached?.factor ?? null;
    this.prune(now);
    // Asked or not, the next question waits a minute: a failing service is not asked per batch.
    const entry: Routed = { factor: cached?.factor ?? null, askedAt: now };
    this.routedCache.set(tripId, entry);
    const roadKm = await this.roadKm(routingUrl, from, to);
    if (roadKm !== null) entry.factor = Math.min(ETA.detourMax, Math.max(ETA.detourMin, roadKm / straightKm));
    return entry.factor;
  }

  /** The road distance in km, or null (logged once) when the service fails or is slow. */
  private async roadKm(url: string, from: LatLng, to: LatLng): Promise<number | null> {
    const path = `${from.lng},${from.lat};${to.lng},${to.lat}`;
    try {
      const response = await fetch(`${url}/route/v1/driving/${path}?overview=false`, {
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? ROUTING_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`routing service answered ${response.status}`);
      const body = (await response.json()) as { code?: string; routes?: { distance?: unknown }[] };
      const metres = body.routes?.[0]?.distance;
      if (typeof metres !== 'number' || !Number.isFinite(metres) || metres <= 0) {
        throw new Error(`routing service found no route (${String(body.code)})`);
      }
      this.routingFailing = false;
      return metres / 1000;
    } catch (error) {
      if (!this.routingFailing) {
        this.deps.log.warn({ err: error }, 'routing service failed; estimates use the learned detour factor');
      }
      this.routingFailing = true;
      return null;
    }
  }

  private prune(now: number) {
    if (this.routedCache.size < 1000) return;
    for (const [tripId, entry] of this.routedCache) {
      if (now - entry.askedAt > ROUTED_FORGET_MS) this.routedCache.delete(tripId);
    }
  }
}

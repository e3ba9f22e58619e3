import type { TestContext } from '../context';
import { CANARY } from '../tenant-canaries';
import type { Tenant, Tenants, TokenName } from '../tenants';

/*
 * Issue 17's isolation cases: one entry per route of the app's route table, keyed by its
 * `route.key`. Each says how tenant A calls the route with tenant B's ids (path, query, body) and
 * what A must be answered. The suite sends each request once per token type of A (and once
 * without any); it fails on a route without an entry and on an entry without a route.
 */

export interface CaseRequest {
  method: string;
  url: string;
  payload?: unknown;
  /** Headers besides the token's (a content type, an idempotency key). */
  headers?: Record<string, string>;
  /** The caller's address (default: loopback, as app.inject sends). */
  remoteAddress?: string;
  /** This request's own statuses for a token the route takes, instead of the case's. */
  accepted?: number[];
  /** This request's statuses per caller, instead of the rule. */
  byCaller?: Partial<Record<Caller, number[]>>;
  /** B's values this answer may show (the public link's own trip). */
  allows?: string[];
  /** What the answer's body must match besides (a check answered 200 that must say no). */
  bodyMatches?: RegExp;
}

export type Caller = TokenName | 'none';

export interface RouteCase {
  /**
   * foreign: the request names B's data; a token the route takes is answered 404.
   * token: the tenant comes from the token alone; the answer is A's own, never B's.
   * public: anyone may call it; `why` says why and `allows` what of B it may show.
   */
  kind: 'foreign' | 'token' | 'public';
  why: string;
  requests: (t: Tenants, ctx: TestContext) => CaseRequest[];
  /** The statuses a token the route takes (or anyone, on a public route) is answered with. */
  accepted: number[];
  /** Per caller, statuses that replace the rule (a session a public route also reads). */
  byCaller?: Partial<Record<Caller, number[]>>;
  /** B's values the answer may show (a name B typed into the request itself). */
  allows?: (t: Tenants) => string[];
  /** Sent after every other case: it ends A's sessions. */
  last?: boolean;
}

const day = (ctx: TestContext) => ctx.clock.now().toISOString().slice(0, 10);
export const period = (ctx: TestContext) => `start_date=${day(ctx)}&end_date=${day(ctx)}&tz=UTC`;

export const get = (url: string): CaseRequest => ({ method: 'GET', url });
export const send = (method: string, url: string, payload: unknown = {}): CaseRequest => ({
  method,
  url,
  payload,
});

export const foreign = (
  why: string,
  requests: RouteCase['requests'],
  extra: Partial<RouteCase> = {},
): RouteCase => ({
  kind: 'foreign',
  why,
  requests,
  accepted: [404],
  ...extra,
});

export const tokenScoped = (
  why: string,
  requests: RouteCase['requests'],
  accepted: number[],
  extra: Partial<RouteCase> = {},
): RouteCase => ({ kind: 'token', why, requests, accepted, ...extra });

export const publicRoute = (
  why: string,
  requests: RouteCase['requests'],
  accepted: number[],
  extra: Partial<RouteCase> = {},
): RouteCase => ({ kind: 'public', why, requests, accepted, ...extra });

/**
 * The trip's own values a holder of its public link sees (PublicTripSchema): its ids, the
 * business's name and id (for its branding), its branch, its courier's first name and own phone.
 */
export const linkShows = (b: Tenant, trip: 'ended' | 'running') => {
  const courier = trip === 'ended' ? 0 : 1;
  const phone = CANARY.courierPhone.replace(/\D/g, '');
  return [
    b[trip].generated_trip_id,
    b[trip].trip_id,
    CANARY.company,
    b.admin.business_id,
    CANARY.courierFirstNames[courier] as string,
    ...(trip === 'ended' ? [CANARY.courierPhone, phone, `52${phone}`] : [CANARY.branch]),
  ];
};

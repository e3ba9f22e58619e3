import { ACCOUNT_CASES } from './isolation/accounts';
import { BUSINESS_CASES } from './isolation/business';
import type { RouteCase } from './isolation/kinds';
import { TRIP_CASES } from './isolation/trips';

export type { Caller, CaseRequest, RouteCase } from './isolation/kinds';

/*
 * Issue 17's isolation cases: one entry per route of the app's route table, keyed by its
 * `route.key`, kept by area in test/isolation/ (kinds.ts says what an entry holds and how the
 * suite sends it).
 */
export const ISOLATION_CASES: Record<string, RouteCase> = {
  ...BUSINESS_CASES,
  ...TRIP_CASES,
  ...ACCOUNT_CASES,
};

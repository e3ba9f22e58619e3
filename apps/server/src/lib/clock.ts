import { ABANDONED_AFTER_HOURS } from '@rutaviva/domain';

/** The source of "now", passed in so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * SPEC §4: a trip with no end and no coordinates started before this moment is abandoned
 * (ABANDONED_AFTER_HOURS before `now`, the injected clock's).
 */
export function abandonedBefore(now: Date): Date {
  return new Date(now.getTime() - ABANDONED_AFTER_HOURS * 3_600_000);
}

import { ABANDONED_AFTER_HOURS } from '@rutaviva/domain';

/** The source of "now", passed in so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Development and test only: the real time moved forward by an offset that /api/dev/clock sets,
 * so a person or a browser test can see a trial end or a renewal fail without waiting a week.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  get offsetSeconds(): number {
    return Math.round(this.offsetMs / 1000);
  }
}

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

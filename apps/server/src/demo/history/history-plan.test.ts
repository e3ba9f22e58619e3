import { routeDistanceKm, tripFlags } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANCH_ROUTES } from '../cdmx-routes';
import { type HistoryCourier, planHistory, SHOWCASE_CYCLE_DAYS, showcaseOfDay } from './history-plan';
import { trackOf, trackTotals } from './history-tracks';
import { addDays, localDay, localInstant } from './local-time';

const TIME_ZONE = 'America/Mexico_City';
const romaNorte = DEMO_BRANCH_ROUTES['Roma Norte'] ?? [];
const coyoacan = DEMO_BRANCH_ROUTES.Coyoacán ?? [];
const couriers: HistoryCourier[] = [
  {
    id: 'a',
    username: 'demo.ana',
    firstName: 'Ana',
    branchId: 'r',
    branchName: 'Roma Norte',
    branchPosition: 0,
    routes: romaNorte,
  },
  {
    id: 'l',
    username: 'demo.luis',
    firstName: 'Luis',
    branchId: 'r',
    branchName: 'Roma Norte',
    branchPosition: 0,
    routes: romaNorte,
  },
  {
    id: 's',
    username: 'demo.sofia',
    firstName: 'Sofía',
    branchId: 'c',
    branchName: 'Coyoacán',
    branchPosition: 1,
    routes: coyoacan,
  },
];
const days = Array.from({ length: 30 }, (_, index) => addDays('2026-10-23', index));
const seconds = (date: Date) => date.getTime() / 1000;

describe('local time', () => {
  it('reads wall-clock times of Mexico City (UTC−6, no daylight saving since 2022) and Madrid (with it)', () => {
    expect(localInstant('2026-11-21', 14 * 60 + 30, TIME_ZONE).toISOString()).toBe(
      '2026-11-21T20:30:00.000Z',
    );
    expect(localInstant('2026-07-01', 0, 'Europe/Madrid').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(localInstant('2026-12-01', 0, 'Europe/Madrid').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(localDay(new Date('2026-11-22T05:59:00Z'), TIME_ZONE)).toBe('2026-11-21');
    expect(localDay(new Date('2026-11-22T06:00:00Z'), TIME_ZONE)).toBe('2026-11-22');
  });
});

describe('planHistory', () => {
  const plan = planHistory(couriers, days, TIME_ZONE);

  it('plans the same deliveries every time', () => {
    const again = planHistory(couriers, days, TIME_ZONE);
    expect(again.map((trip) => [trip.key, trip.start.getTime(), trip.review?.remarks])).toEqual(
      plan.map((trip) => [trip.key, trip.start.getTime(), trip.review?.remarks]),
    );
  });

  it('gives every branch a late delivery and a bad review in any 7 days, the default report range', () => {
    for (let first = 0; first + 7 <= days.length; first++) {
      const week = new Set(days.slice(first, first + 7));
      for (const branch of ['r', 'c']) {
        const showcases = plan.filter((trip) => week.has(trip.day) && trip.courier.branchId === branch);
        expect(showcases.some((trip) => trip.showcase === 'late')).toBe(true);
        expect(showcases.some((trip) => trip.showcase === 'bad_review')).toBe(true);
      }
    }
    // Branches take different days, so the business shows one or the other most days.
    const cycle = days.slice(0, SHOWCASE_CYCLE_DAYS);
    expect(cycle.filter((day) => showcaseOfDay(day, 0) || showcaseOfDay(day, 1))).toHaveLength(4);
  });

  it('flags only the late delivery: over 30 minutes to arrive and over an hour in all', () => {
    for (const trip of plan) {
      const track = trackOf(trip);
      const flags = tripFlags({
        start_time: seconds(trip.start),
        arrived_time: seconds(trip.arrived),
        end_time: seconds(trip.end),
        last_update_time: track.at(-1)?.timestamp ?? null,
        ...trackTotals(track),
      });
      expect(flags).toEqual(trip.showcase === 'late' ? ['slow_arrival', 'long_delivery'] : []);
    }
  });

  it('rates mostly excellent, some okay, and bad only with a remark', () => {
    const reviews = plan.flatMap((trip) =>
      trip.review ? [{ ...trip.review, showcase: trip.showcase }] : [],
    );
    const count = (rating: number) => reviews.filter((review) => review.rating === rating).length;
    expect(count(3)).toBeGreaterThan(reviews.length * 0.75);
    expect(count(2)).toBeGreaterThan(reviews.length * 0.05);
    for (const review of reviews.filter((item) => item.rating === 1)) {
      expect(review.showcase).toBe('bad_review');
      expect(review.remarks?.length).toBeGreaterThan(20);
    }
    expect(reviews.every((review) => !review.remarks?.includes('{courier}'))).toBe(true);
    for (const review of reviews) expect(new Set(review.selected).size).toBe(review.selected.length);
    // A month of showcases never says the same thing twice.
    for (const rating of [1, 2]) {
      const showcased = reviews.filter((review) => review.showcase && review.rating === rating);
      expect(new Set(showcased.map((review) => review.remarks)).size).toBe(showcased.length);
    }
  });

  it('keeps each courier on one delivery at a time, within the day it is planned for', () => {
    for (const courier of couriers) {
      const own = plan.filter((trip) => trip.courier === courier);
      for (let i = 1; i < own.length; i++) {
        const [before, after] = [own[i - 1], own[i]];
        if (before?.day === after?.day)
          expect(after?.start.getTime()).toBeGreaterThan(before?.end.getTime() ?? 0);
      }
      for (const trip of own) expect(localDay(trip.end, TIME_ZONE)).toBe(trip.day);
    }
  });
});

describe('trackOf', () => {
  it('follows the planned streets from start to the door, one point per second at most', () => {
    const trip = planHistory(couriers, ['2026-11-20'], TIME_ZONE)[0];
    if (!trip) throw new Error('no trip');
    const track = trackOf(trip);
    const times = track.map((point) => point.timestamp);
    expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(seconds(trip.start));
    expect(times.at(-1)).toBeLessThan(seconds(trip.end));
    expect(routeDistanceKm(track)).toBeGreaterThan(routeDistanceKm(trip.path) * 0.95);
    expect(routeDistanceKm(track)).toBeLessThan(routeDistanceKm(trip.path) * 1.3);
  });
});

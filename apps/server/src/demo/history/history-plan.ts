import {
  type LatLng,
  LONG_DELIVERY_MINUTES,
  normalizePhone,
  routeDistanceKm,
  SLOW_ARRIVAL_MINUTES,
} from '@rutaviva/domain';
import { type DemoRoute, pathPrefix } from '../route-points';
import { nth, type PlannedReview, plannedReview, type Showcase } from './history-reviews';
import { BAD_NOTES, COURIER_NOTES, LATE_NOTES } from './history-texts';
import { dayNumber, localInstant, weekday } from './local-time';
import { type SeededRandom, seededRandom } from './seeded-random';

export type { PlannedReview, Showcase } from './history-reviews';

/** A courier whose past deliveries are planned, with the streets of their branch. */
export interface HistoryCourier {
  id: string;
  username: string;
  firstName: string;
  branchId: string;
  branchName: string;
  /** The branch's place among the business's branches (0 first). */
  branchPosition: number;
  routes: readonly DemoRoute[];
}

export interface PlannedTrip {
  /** Courier, day and place in the day: what the track's randomness is seeded with. */
  key: string;
  courier: HistoryCourier;
  day: string;
  start: Date;
  arrived: Date;
  end: Date;
  /** The streets driven, from the branch's side to the customer's door. */
  path: LatLng[];
  /** Of the minutes to arrive, those spent standing still (a crash ahead, a march). */
  stuckMinutes: number;
  customerPhone: string;
  courierNotes: string | null;
  adminNotes: string | null;
  review: PlannedReview | null;
  showcase: Showcase | null;
}

/** Average deliveries a courier makes, Sunday to Saturday: fewer on Sundays, most on Fridays and Saturdays. */
const DELIVERIES_BY_WEEKDAY = [8, 13, 13, 14, 15, 18, 19] as const;
/** Wall-clock minutes: the kitchen opens for delivery at 12:30 and takes the last order at 22:45. */
const OPENS = 12 * 60 + 30;
const LAST_ORDER = 22 * 60 + 45;
/** Orders still waiting for a courier this late are cancelled (the showcase is always delivered). */
const LAST_START = 23 * 60 + 30;
const LUNCH = { from: 13 * 60 + 30, to: 15 * 60 + 30 };
const DINNER = { from: 19 * 60 + 30, to: 22 * 60 };
/** Every so many days each branch shows one late delivery and, half a cycle later, one bad review. */
export const SHOWCASE_CYCLE_DAYS = 6;
const CUSTOMERS_PER_BRANCH = 160;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

/** When orders come in: lunch and dinner peaks (Sunday's is a long family lunch), a trickle between. */
function orderTime(random: SeededRandom, sunday: boolean): number {
  const roll = random.next();
  const lunchShare = sunday ? 0.6 : 0.45;
  const dinnerShare = sunday ? 0.25 : 0.4;
  if (roll < lunchShare) return clamp(random.normal(sunday ? 15 * 60 : 14 * 60 + 20, 45), OPENS, 17 * 60);
  if (roll < lunchShare + dinnerShare) return clamp(random.normal(20 * 60 + 45, 50), 18 * 60, LAST_ORDER);
  return random.between(OPENS, LAST_ORDER);
}

const inPeak = (minute: number) =>
  (minute >= LUNCH.from && minute <= LUNCH.to) || (minute >= DINNER.from && minute <= DINNER.to);

const customerPools = new Map<string, string[]>();

/** A branch's regular customers: Mexico City mobiles, the same ones every run. */
function customersOf(branchName: string): string[] {
  let pool = customerPools.get(branchName);
  if (!pool) {
    const random = seededRandom(`customers|${branchName}`);
    pool = [];
    while (pool.length < CUSTOMERS_PER_BRANCH) {
      const phone = normalizePhone(`55 ${random.int(1000, 9999)} ${random.int(1000, 9999)}`, 'MX');
      if (phone) pool.push(phone);
    }
    customerPools.set(branchName, pool);
  }
  return pool;
}

/** The showcase a branch has on `day`, if any; branches take different days. */
export function showcaseOfDay(day: string, branchPosition: number): Showcase | null {
  const cycle = SHOWCASE_CYCLE_DAYS;
  const phase = (((dayNumber(day) - 2 * branchPosition) % cycle) + cycle) % cycle;
  if (phase === 0) return 'late';
  if (phase === SHOWCASE_CYCLE_DAYS / 2) return 'bad_review';
  return null;
}

/**
 * One courier's day of deliveries: orders drawn around the lunch and dinner peaks, each started
 * when the order is in and the courier is back from the last one, until the kitchen closes.
 * `showcase` makes one of them the late delivery (in the dinner rush) or the bad review (after
 * the lunch rush).
 */
export function planCourierDay(
  courier: HistoryCourier,
  day: string,
  timeZone: string,
  showcase: Showcase | null,
): PlannedTrip[] {
  const random = seededRandom(`${courier.username}|${day}`);
  const volume = seededRandom(courier.username).between(0.9, 1.1);
  const sunday = weekday(day) === 0;
  const count = Math.round((DELIVERIES_BY_WEEKDAY[weekday(day)] ?? 13) * volume * random.between(0.85, 1.15));
  const orders = Array.from({ length: count }, () => orderTime(random, sunday)).sort((a, b) => a - b);
  const showcaseFrom = showcase === 'late' ? DINNER.from : 14 * 60;
  const firstAfter = orders.findIndex((minute) => minute >= showcaseFrom);
  const showcaseIndex = showcase ? (firstAfter >= 0 ? firstAfter : orders.length - 1) : -1;
  const customers = customersOf(courier.branchName);
  // Each branch's showcases take the next words in turn: a month of them never repeats.
  const showcaseTurn = Math.floor(dayNumber(day) / SHOWCASE_CYCLE_DAYS) * 2 + courier.branchPosition;
  const trips: PlannedTrip[] = [];
  let readyAt = OPENS;
  for (const [index, ordered] of orders.entries()) {
    const startMinute = Math.max(ordered, readyAt);
    const tripShowcase = index === showcaseIndex ? showcase : null;
    if (startMinute > LAST_START && !tripShowcase) continue;
    const route = random.pick(courier.routes);
    const routeKm = routeDistanceKm(route.path);
    const path = pathPrefix(route.path, Math.max(0.8, routeKm * random.between(0.45, 1)));
    const km = routeDistanceKm(path);
    const speed = inPeak(startMinute) ? random.between(12, 18) : random.between(16, 24);
    const driving = (km / speed) * 60;
    // Finding the building, parking, the gate.
    let toArrive = driving + random.between(1, 3.5);
    let handover = random.between(1, 5) + (random.chance(0.15) ? random.between(2, 6) : 0);
    let stuckMinutes = 0;
    if (tripShowcase === 'late') {
      toArrive = random.between(SLOW_ARRIVAL_MINUTES + 3, SLOW_ARRIVAL_MINUTES + 11);
      // Most of the delay standing still in a jam, the rest crawling.
      stuckMinutes = (toArrive - driving) * 0.6;
      handover = LONG_DELIVERY_MINUTES + random.between(2, 12) - toArrive;
    }
    const start = localInstant(day, startMinute + random.between(0, 1), timeZone);
    const arrived = minutesAfter(start, toArrive);
    const end = minutesAfter(arrived, handover);
    const courierNote =
      tripShowcase === 'late'
        ? nth(LATE_NOTES.courier, showcaseTurn)
        : tripShowcase === 'bad_review'
          ? nth(BAD_NOTES.courier, showcaseTurn)
          : random.chance(0.14)
            ? random.pick(COURIER_NOTES)
            : null;
    trips.push({
      key: `${courier.username}|${day}|${index}`,
      courier,
      day,
      start,
      arrived,
      end,
      path,
      stuckMinutes,
      customerPhone: customers[Math.floor(customers.length * random.next() ** 2)] as string,
      courierNotes: courierNote,
      adminNotes:
        tripShowcase === 'late'
          ? nth(LATE_NOTES.admin, showcaseTurn)
          : tripShowcase === 'bad_review'
            ? nth(BAD_NOTES.admin, showcaseTurn)
            : null,
      review: plannedReview(random, tripShowcase, showcaseTurn, end, courier.firstName),
      showcase: tripShowcase,
    });
    // Back to the branch, then the next order is packed.
    const minutesToBranch = (km / random.between(20, 28)) * 60;
    readyAt = startMinute + toArrive + handover + minutesToBranch + random.between(1, 6);
  }
  return trips;
}

/**
 * Every planned delivery of `days` for `couriers`. Each branch has its showcase days; on them
 * the branch's couriers take turns carrying the showcase.
 */
export function planHistory(
  couriers: readonly HistoryCourier[],
  days: readonly string[],
  timeZone: string,
): PlannedTrip[] {
  const trips: PlannedTrip[] = [];
  for (const day of days) {
    const byBranch = new Map<string, HistoryCourier[]>();
    for (const courier of couriers)
      byBranch.set(courier.branchId, [...(byBranch.get(courier.branchId) ?? []), courier]);
    for (const team of byBranch.values()) {
      const ordered = [...team].sort((a, b) => a.username.localeCompare(b.username));
      const showcase = showcaseOfDay(day, ordered[0]?.branchPosition ?? 0);
      // Turns by cycle, so every courier of a busy branch shows up in the showcases.
      const turn = Math.floor(dayNumber(day) / SHOWCASE_CYCLE_DAYS) + (showcase === 'bad_review' ? 1 : 0);
      const carrier = ordered[turn % ordered.length];
      for (const courier of ordered) {
        trips.push(...planCourierDay(courier, day, timeZone, courier === carrier ? showcase : null));
      }
    }
  }
  return trips;
}

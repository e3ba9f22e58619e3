import type { ToursMessages } from '../../lib/i18n/tours.en';
import { type DemoBasicTourStep, type DemoTourStep, paths } from '../../lib/paths';

/** What a tour stop shows under its popovers. */
export type TourStage = 'welcome' | 'monitor' | 'reports' | 'reviews' | 'courier' | 'message' | 'summary';

/** The three guided tours: the full one, the short one and the WhatsApp one (SPEC §2 route table). */
export type TourName = 'full' | 'basic' | 'whatsapp';

/** One popover: the element it points at (a CSS selector; null centres it) and its words. */
type Steps = ToursMessages['steps'];
/** A popover's words in `tours.steps`: "monitor.map" and so on. */
export type TourStepKey = { [S in keyof Steps]: `${S}.${keyof Steps[S] & string}` }[keyof Steps];

export interface TourPopover {
  target: string | null;
  key: TourStepKey;
}

export interface TourStop {
  path: string;
  stage: TourStage;
  popovers: readonly TourPopover[];
}

const at = (target: string | null, key: TourStepKey): TourPopover => ({ target, key });
/** The tour's own marks on the stages it draws. */
const mark = (name: string) => `[data-tour="${name}"]`;

/** Each stage's popovers, whichever tour it belongs to. */
const POPOVERS: Record<TourStage, readonly TourPopover[]> = {
  welcome: [
    at(null, 'welcome.intro'),
    at(mark('courier-part'), 'welcome.courier'),
    at(mark('customer-part'), 'welcome.customer'),
    at(mark('admin-part'), 'welcome.admin'),
  ],
  // The monitor's own elements: a wrapper would break its grid.
  monitor: [
    at('.monitor-stage .monitor-map', 'monitor.map'),
    at('.monitor-side', 'monitor.list'),
    at('.monitor-alerts', 'monitor.alerts'),
  ],
  reports: [at(mark('report-totals'), 'reports.totals'), at(mark('report-trips'), 'reports.trips')],
  reviews: [at(mark('review-summary'), 'reviews.summary'), at(mark('review-list'), 'reviews.list')],
  courier: [at(mark('courier-phone'), 'courier.phone'), at(mark('courier-start'), 'courier.start')],
  message: [at(mark('message-phone'), 'message.phone'), at(mark('message-tracking'), 'message.tracking')],
  summary: [at(mark('summary-points'), 'summary.points'), at(mark('summary-signup'), 'summary.signup')],
};

const STAGES_OF: Record<TourName, readonly [string, TourStage][]> = {
  full: (
    [
      ['0', 'welcome'],
      ['1', 'monitor'],
      ['3', 'reports'],
      ['4', 'reviews'],
      ['5', 'courier'],
      ['6', 'message'],
      ['end', 'summary'],
    ] as const
  ).map(([step, stage]) => [paths.demoTour(step as DemoTourStep), stage]),
  // The short story in the customer's order: the courier starts, the message, the map, the rating.
  basic: (
    [
      [1, 'courier'],
      [2, 'message'],
      [3, 'monitor'],
      [4, 'reviews'],
    ] as const
  ).map(([step, stage]) => [paths.demoBasicTour(step as DemoBasicTourStep), stage]),
  whatsapp: [[paths.demoWspTour, 'message']],
};

export const TOURS: Record<TourName, readonly TourStop[]> = {
  full: STAGES_OF.full.map(([path, stage]) => ({ path, stage, popovers: POPOVERS[stage] })),
  basic: STAGES_OF.basic.map(([path, stage]) => ({ path, stage, popovers: POPOVERS[stage] })),
  whatsapp: STAGES_OF.whatsapp.map(([path, stage]) => ({ path, stage, popovers: POPOVERS[stage] })),
};

/** Where the tour stands: its stop, the stops either side, and the popovers before this stop. */
export interface TourPosition {
  tour: TourName;
  stop: TourStop;
  /** The previous stop's path; null on the first stop (back is then not offered). */
  previous: string | null;
  /** The next stop's path, or sign-up after the last stop: every tour ends there. */
  next: string;
  /** Popovers in the stops before this one, for "Step 5 of 17". */
  before: number;
  total: number;
}

export function tourPosition(tour: TourName, path: string): TourPosition | null {
  const stops = TOURS[tour];
  const index = stops.findIndex((stop) => stop.path === path);
  const stop = stops[index];
  if (!stop) return null;
  const count = (list: readonly TourStop[]) => list.reduce((sum, item) => sum + item.popovers.length, 0);
  return {
    tour,
    stop,
    previous: stops[index - 1]?.path ?? null,
    next: stops[index + 1]?.path ?? paths.signup,
    before: count(stops.slice(0, index)),
    total: count(stops),
  };
}

/** The tour a path belongs to (each tour route is in exactly one tour). */
export function tourAt(path: string): TourPosition | null {
  for (const tour of Object.keys(TOURS) as TourName[]) {
    const position = tourPosition(tour, path);
    if (position) return position;
  }
  return null;
}

/** Every link of the app is built here (SPEC §2 route table, DESIGN §7). */

export type DemoTourStep = '0' | '1' | '3' | '4' | '5' | '6' | 'end';
export const DEMO_TOUR_STEPS: readonly DemoTourStep[] = ['0', '1', '3', '4', '5', '6', 'end'];
export type DemoBasicTourStep = 1 | 2 | 3 | 4;
export const DEMO_BASIC_TOUR_STEPS: readonly DemoBasicTourStep[] = [1, 2, 3, 4];

/** Where a successful login goes when nothing else was asked for (SPEC §4 "Login state"). */
export const DEFAULT_AFTER_LOGIN = '/my_account';

export const paths = {
  home: '/',
  tracking: '/t',
  trackDemo: '/track-demo',
  terms: '/terms_and_conditions',
  aboutUs: '/about_us',
  bookDemo: '/book_demo',
  demoTour: (step: DemoTourStep) => `/demo_tour_${step}`,
  demoBasicTour: (step: DemoBasicTourStep) => `/demo_basic_tour_${step}`,
  demoWspTour: '/demo_wsp_tour_1',

  signup: '/signup',
  login: (next?: string | null) => {
    const target = safeNextPath(next);
    return target ? `/login?next=${encodeURIComponent(target)}` : '/login';
  },
  passwordRecovery: '/password_recovery',
  passwordReset: (userId: string, jwtToken: string) =>
    `/password_reset/${encodeURIComponent(userId)}/${encodeURIComponent(jwtToken)}`,
  logout: '/logout',
  /** Issue 13: the salesperson's own sign-in (printed by `npm run salesperson:create`). */
  salespersonLogin: (next?: string | null) => {
    const target = safeNextPath(next);
    return target ? `/salesperson_login?next=${encodeURIComponent(target)}` : '/salesperson_login';
  },

  myAccount: '/my_account',
  paypal: '/paypal',
  addCard: '/add_card',
  buySub: '/buy_sub',
  businessInfo: '/business_info_logged_in',
  monitor: '/monitor',
  team: '/team',
  tutorial: '/tutorial',
  mySubscription: '/my_subscription',
  reports: '/reports',
  reviews: '/reviews',
  demoSms: '/demo_sms',
  calculatorSms: '/calculadora_sms',
  calculatorWsp: '/calculadora_wsp',
  calculatorUsd: '/calculadora_usd',
  commissions: '/comisiones2',
  panel: '/panel',
  createPrepaidSubscription: '/create_prepaid_subscription',
  prepaid: '/prepago',
  designTracking: '/design_tracking',
  /** Issue 16: API keys and webhooks; an endpoint's delivery log under it. */
  integrations: '/integrations',
  webhookEndpoint: (endpointId: string) => `/integrations/webhooks/${encodeURIComponent(endpointId)}`,

  courier: '/courier',
  devOutbox: '/dev/outbox',
} as const;

/** Route patterns of the public routes that match any deeper path (SPEC §2, "non-exact"). */
export const patterns = {
  signup: `${paths.signup}/*`,
  login: '/login/*',
  passwordRecovery: `${paths.passwordRecovery}/*`,
  passwordReset: '/password_reset/:user_id/:jwt_token/*',
  logout: `${paths.logout}/*`,
  salespersonLogin: '/salesperson_login/*',
} as const;

/** Issue 13: the salesperson's pages, under their own shell and guard. */
export const SALES_PATHS: readonly string[] = [
  paths.panel,
  paths.commissions,
  paths.createPrepaidSubscription,
  paths.prepaid,
  paths.calculatorSms,
  paths.calculatorWsp,
  paths.calculatorUsd,
];

/** The calculators also serve a signed-in admin (issue 13). */
export const CALCULATOR_PATHS: readonly string[] = [
  paths.calculatorSms,
  paths.calculatorWsp,
  paths.calculatorUsd,
];

/** The top bar is hidden on the customer's tracking pages (SPEC §2 "Top bar"). */
export const PATHS_WITHOUT_TOP_BAR: readonly string[] = [paths.tracking, paths.trackDemo];

/** The salesperson's screens draw their own bar (issue 13), not the admin's. */
export function hasOwnBar(pathname: string): boolean {
  return SALES_PATHS.includes(pathname) || pathname.startsWith('/salesperson_login');
}

/** The subscription banner is not shown where the user is already fixing the subscription. */
export const PATHS_WITHOUT_SUB_BANNER: readonly string[] = [
  paths.mySubscription,
  paths.buySub,
  paths.addCard,
];

/** A `next` target is only ever a path of this app, never another origin. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** Strips a trailing slash so "/monitor/" and "/monitor" compare equal. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

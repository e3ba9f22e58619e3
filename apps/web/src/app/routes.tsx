import type { RouteObject } from 'react-router';
import { ComingSoon, type RouteTitleKey } from '../components/coming-soon';
import { PageSpinner } from '../components/spinner';
import { DEMO_BASIC_TOUR_STEPS, DEMO_TOUR_STEPS, paths, patterns } from '../lib/paths';
import { RootLayout } from './layout';
import { NotFound } from './not-found';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/** Every route gets the bilingual error screen (STYLE "Web"). */
function withErrorBoundary(route: RouteObject): RouteObject {
  return { ...route, errorElement: <RouteError /> };
}

function comingSoon(path: string, titleKey: RouteTitleKey): RouteObject {
  return withErrorBoundary({ id: path, path, element: <ComingSoon titleKey={titleKey} /> });
}

/** SPEC §2, public routes whose feature comes later. */
const PUBLIC_COMING_SOON: ReadonlyArray<[string, RouteTitleKey]> = [
  [paths.tracking, 'tracking'],
  [paths.trackDemo, 'trackDemo'],
  [paths.terms, 'terms'],
  [paths.aboutUs, 'aboutUs'],
  [paths.bookDemo, 'bookDemo'],
  ...DEMO_TOUR_STEPS.map((step): [string, RouteTitleKey] => [paths.demoTour(step), 'demoTour']),
  ...DEMO_BASIC_TOUR_STEPS.map((step): [string, RouteTitleKey] => [
    paths.demoBasicTour(step),
    'demoBasicTour',
  ]),
  [paths.demoWspTour, 'demoWspTour'],
  [paths.courier, 'courier'],
];

/** SPEC §2, logged-in routes whose feature comes later. */
const PRIVATE_COMING_SOON: ReadonlyArray<[string, RouteTitleKey]> = [
  [paths.paypal, 'paypal'],
  [paths.addCard, 'addCard'],
  [paths.buySub, 'buySub'],
  [paths.mySubscription, 'mySubscription'],
  [paths.calculatorSms, 'calculatorSms'],
  [paths.calculatorWsp, 'calculatorWsp'],
  [paths.calculatorUsd, 'calculatorUsd'],
  [paths.commissions, 'commissions'],
  [paths.panel, 'panel'],
  [paths.createPrepaidSubscription, 'createPrepaidSubscription'],
  [paths.prepaid, 'prepaid'],
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      withErrorBoundary({
        id: 'landing',
        path: paths.home,
        lazy: () => import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
      }),
      ...PUBLIC_COMING_SOON.map(([path, titleKey]) => comingSoon(path, titleKey)),

      withErrorBoundary({
        id: 'signup',
        path: patterns.signup,
        lazy: () => import('../features/auth/signup-page').then((m) => ({ Component: m.SignupPage })),
      }),
      withErrorBoundary({
        id: 'login',
        path: patterns.login,
        lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      }),
      withErrorBoundary({
        id: 'password-recovery',
        path: patterns.passwordRecovery,
        lazy: () =>
          import('../features/auth/password-recovery-page').then((m) => ({
            Component: m.PasswordRecoveryPage,
          })),
      }),
      withErrorBoundary({
        id: 'password-reset',
        path: patterns.passwordReset,
        lazy: () =>
          import('../features/auth/password-reset-page').then((m) => ({ Component: m.PasswordResetPage })),
      }),
      withErrorBoundary({
        id: 'logout',
        path: patterns.logout,
        lazy: () => import('../features/auth/logout-page').then((m) => ({ Component: m.LogoutPage })),
      }),
      withErrorBoundary({
        id: 'dev-outbox',
        path: paths.devOutbox,
        lazy: () => import('../features/dev/outbox-page').then((m) => ({ Component: m.OutboxPage })),
      }),

      withErrorBoundary({
        id: 'private',
        element: <RequireAuth />,
        children: [
          withErrorBoundary({
            id: 'my-account',
            path: paths.myAccount,
            lazy: () =>
              import('../features/account/my-account-page').then((m) => ({ Component: m.MyAccountPage })),
          }),
          withErrorBoundary({
            id: 'business-info',
            path: paths.businessInfo,
            lazy: () =>
              import('../features/business/business-info-page').then((m) => ({
                Component: m.BusinessInfoPage,
              })),
          }),
          withErrorBoundary({
            id: 'team',
            path: paths.team,
            lazy: () => import('../features/team/team-page').then((m) => ({ Component: m.TeamPage })),
          }),
          withErrorBoundary({
            id: 'reports',
            path: paths.reports,
            lazy: () =>
              import('../features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
          }),
          withErrorBoundary({
            id: 'monitor',
            path: paths.monitor,
            lazy: () =>
              import('../features/monitor/monitor-page').then((m) => ({ Component: m.MonitorPage })),
          }),
          withErrorBoundary({
            id: 'design-tracking',
            path: paths.designTracking,
            lazy: () =>
              import('../features/branding/branding-page').then((m) => ({ Component: m.BrandingPage })),
          }),
          withErrorBoundary({
            id: 'reviews',
            path: paths.reviews,
            lazy: () =>
              import('../features/reviews/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
          }),
          withErrorBoundary({
            id: 'tutorial',
            path: paths.tutorial,
            lazy: () =>
              import('../features/tutorial/tutorial-page').then((m) => ({ Component: m.TutorialPage })),
          }),
          withErrorBoundary({
            id: 'demo-sms',
            path: paths.demoSms,
            lazy: () =>
              import('../features/demo-sms/demo-sms-page').then((m) => ({ Component: m.DemoSmsPage })),
          }),
          ...PRIVATE_COMING_SOON.map(([path, titleKey]) => comingSoon(path, titleKey)),
        ],
      }),

      withErrorBoundary({ id: 'not-found', path: '*', element: <NotFound /> }),
    ],
  },
];

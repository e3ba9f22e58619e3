import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ComingSoon, type RouteTitleKey } from '../components/coming-soon';
import { PageSpinner } from '../components/spinner';
import { reportError } from '../lib/error-reporting';
import { DEMO_BASIC_TOUR_STEPS, DEMO_TOUR_STEPS, paths, patterns } from '../lib/paths';
import { ChunkLoadError, loadChunk } from './chunk-loading';
import { RootLayout } from './layout';
import { NotFound } from './not-found';
import { RequireAuth } from './require-auth';
import { ErrorScreen, RouteError } from './route-error';

/** Every route gets the bilingual error screen (STYLE "Web"). */
function withErrorBoundary(route: RouteObject): RouteObject {
  return { ...route, errorElement: <RouteError /> };
}

/** A page loaded when first visited, in its own chunk, with the error screen. */
function lazyPage(id: string, path: string, load: () => Promise<ComponentType>): RouteObject {
  return withErrorBoundary({
    id,
    path,
    lazy: async () => {
      try {
        return { Component: await loadChunk(load) };
      } catch (error) {
        // The router shows nothing for a lazy route that fails: the page asks to try again instead,
        // and the failure is reported (SPEC §8, no other message).
        if (error instanceof ChunkLoadError) {
          reportError(error, `chunk_${error.reason}`, { route: id });
          return { Component: () => <ErrorScreen chunk={error.reason} /> };
        }
        throw error;
      }
    },
  });
}

function comingSoon(path: string, titleKey: RouteTitleKey): RouteObject {
  return withErrorBoundary({ id: path, path, element: <ComingSoon titleKey={titleKey} /> });
}

/** SPEC §2, public routes whose feature comes later. */
const PUBLIC_COMING_SOON: ReadonlyArray<[string, RouteTitleKey]> = [
  [paths.tracking, 'tracking'],
  [paths.trackDemo, 'trackDemo'],
  [paths.courier, 'courier'],
];

/** Issue 14: the demo tours, all one lazy page that finds its stop from the path. */
const TOUR_PATHS: readonly string[] = [
  ...DEMO_TOUR_STEPS.map((step) => paths.demoTour(step)),
  ...DEMO_BASIC_TOUR_STEPS.map((step) => paths.demoBasicTour(step)),
  paths.demoWspTour,
];
const loadTourPage = () => import('../features/tours/tour-page').then((m) => m.TourPage);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      lazyPage('landing', paths.home, () =>
        import('../features/landing/landing-page').then((m) => m.LandingPage),
      ),
      ...PUBLIC_COMING_SOON.map(([path, titleKey]) => comingSoon(path, titleKey)),
      lazyPage('about-us', paths.aboutUs, () =>
        import('../features/site/about-us-page').then((m) => m.AboutUsPage),
      ),
      lazyPage('terms', paths.terms, () => import('../features/site/terms-page').then((m) => m.TermsPage)),
      ...TOUR_PATHS.map((path) => lazyPage(path, path, loadTourPage)),
      lazyPage('book-demo', paths.bookDemo, () =>
        import('../features/site/book-demo-page').then((m) => m.BookDemoPage),
      ),

      lazyPage('signup', patterns.signup, () =>
        import('../features/auth/signup-page').then((m) => m.SignupPage),
      ),
      lazyPage('login', patterns.login, () => import('../features/auth/login-page').then((m) => m.LoginPage)),
      lazyPage('password-recovery', patterns.passwordRecovery, () =>
        import('../features/auth/password-recovery-page').then((m) => m.PasswordRecoveryPage),
      ),
      lazyPage('password-reset', patterns.passwordReset, () =>
        import('../features/auth/password-reset-page').then((m) => m.PasswordResetPage),
      ),
      lazyPage('logout', patterns.logout, () =>
        import('../features/auth/logout-page').then((m) => m.LogoutPage),
      ),
      lazyPage('dev-outbox', paths.devOutbox, () =>
        import('../features/dev/outbox-page').then((m) => m.OutboxPage),
      ),

      withErrorBoundary({
        id: 'private',
        element: <RequireAuth />,
        children: [
          lazyPage('my-account', paths.myAccount, () =>
            import('../features/account/my-account-page').then((m) => m.MyAccountPage),
          ),
          lazyPage('business-info', paths.businessInfo, () =>
            import('../features/business/business-info-page').then((m) => m.BusinessInfoPage),
          ),
          lazyPage('team', paths.team, () => import('../features/team/team-page').then((m) => m.TeamPage)),
          lazyPage('reports', paths.reports, () =>
            import('../features/reports/reports-page').then((m) => m.ReportsPage),
          ),
          lazyPage('monitor', paths.monitor, () =>
            import('../features/monitor/monitor-page').then((m) => m.MonitorPage),
          ),
          lazyPage('design-tracking', paths.designTracking, () =>
            import('../features/branding/branding-page').then((m) => m.BrandingPage),
          ),
          lazyPage('reviews', paths.reviews, () =>
            import('../features/reviews/reviews-page').then((m) => m.ReviewsPage),
          ),
          lazyPage('integrations', paths.integrations, () =>
            import('../features/integrations/integrations-page').then((m) => m.IntegrationsPage),
          ),
          lazyPage('webhook-endpoint', '/integrations/webhooks/:endpointId', () =>
            import('../features/integrations/webhook-endpoint-page').then((m) => m.WebhookEndpointPage),
          ),
          lazyPage('tutorial', paths.tutorial, () =>
            import('../features/tutorial/tutorial-page').then((m) => m.TutorialPage),
          ),
          lazyPage('demo-sms', paths.demoSms, () =>
            import('../features/demo-sms/demo-sms-page').then((m) => m.DemoSmsPage),
          ),
          lazyPage('buy-sub', paths.buySub, () =>
            import('../features/billing/buy-sub-page').then((m) => m.BuySubPage),
          ),
          lazyPage('add-card', paths.addCard, () =>
            import('../features/billing/add-card-page').then((m) => m.AddCardPage),
          ),
          lazyPage('paypal', paths.paypal, () =>
            import('../features/billing/paypal-page').then((m) => m.PayPalPage),
          ),
          lazyPage('my-subscription', paths.mySubscription, () =>
            import('../features/billing/my-subscription-page').then((m) => m.MySubscriptionPage),
          ),
        ],
      }),

      lazyPage('salesperson-login', patterns.salespersonLogin, () =>
        import('../features/auth/salesperson-login-page').then((m) => m.SalespersonLoginPage),
      ),
      // Issue 13: the salesperson's pages, behind their own gate (the shell) rather than the admin's.
      withErrorBoundary({
        id: 'sales',
        lazy: async () => ({ Component: (await import('../features/sales/sales-shell')).SalesShell }),
        children: [
          lazyPage('panel', paths.panel, () =>
            import('../features/sales/panel-page').then((m) => m.PanelPage),
          ),
          lazyPage('commissions', paths.commissions, () =>
            import('../features/sales/commissions-page').then((m) => m.CommissionsPage),
          ),
          lazyPage('create-prepaid', paths.createPrepaidSubscription, () =>
            import('../features/sales/create-prepaid-page').then((m) => m.CreatePrepaidPage),
          ),
          lazyPage('prepaid', paths.prepaid, () =>
            import('../features/sales/prepaid-page').then((m) => m.PrepaidPage),
          ),
          lazyPage('calculator-sms', paths.calculatorSms, () =>
            import('../features/sales/calculator-page').then((m) => m.SmsCalculatorPage),
          ),
          lazyPage('calculator-wsp', paths.calculatorWsp, () =>
            import('../features/sales/calculator-page').then((m) => m.WhatsAppCalculatorPage),
          ),
          lazyPage('calculator-usd', paths.calculatorUsd, () =>
            import('../features/sales/calculator-page').then((m) => m.UsdCalculatorPage),
          ),
        ],
      }),

      withErrorBoundary({ id: 'not-found', path: '*', element: <NotFound /> }),
    ],
  },
];

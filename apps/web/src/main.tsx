import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/components.css';
import './app/app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { startAnalytics } from './lib/analytics';
import { onUnauthorized } from './lib/api';
import { endSession, verifyStoredSession } from './lib/auth';
import { startChatWidget } from './lib/chat-widget';
import { startErrorReporting } from './lib/error-reporting';
import { initI18n } from './lib/i18n';
import { paths } from './lib/paths';
import { keepReferral } from './lib/referral';
import { storage } from './lib/storage';

// Staging and production with SENTRY_DSN only (the server's tag): failures are queued from now on
// and sent once the client has loaded, after first paint.
startErrorReporting();

const i18n = initI18n();

// Issue 13: a salesperson's referral link (?ref=code) is remembered for the signup.
keepReferral(window.location.search);

const router = createBrowserRouter(routes);

// Staging and production only (the server's tag in the page): page views, clicks, sections.
startAnalytics(
  (listener) => router.subscribe((state) => listener(state.location.pathname)),
  storage.get('user_id'),
);

onUnauthorized(() => {
  endSession();
  const { pathname, search } = router.state.location;
  if (!pathname.startsWith('/login'))
    void router.navigate(paths.login(`${pathname}${search}`), { replace: true });
});

void verifyStoredSession();

// A chat widget, when the deployment configures one, after first paint.
startChatWidget();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/components.css';
import './app/app.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadMatchedRoutes, prerenderedLanguage, StoredLanguageAfterHydration } from './app/hydration';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { startAnalytics } from './lib/analytics';
import { onUnauthorized } from './lib/api';
import { endSession, verifyStoredSession } from './lib/auth';
import { startChatWidget } from './lib/chat-widget';
import { startErrorReporting } from './lib/error-reporting';
import { initI18n, initialLanguage } from './lib/i18n';
import { paths } from './lib/paths';
import { keepReferral } from './lib/referral';
import { storage } from './lib/storage';

// Staging and production with SENTRY_DSN only (the server's tag): failures are queued from now on
// and sent once the client has loaded, after first paint.
startErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Issue 14: the public pages come prerendered (src/prerender), in the language they are drawn in.
const served = prerenderedLanguage(container);
const i18n = initI18n(served ?? initialLanguage());

// Issue 13: a salesperson's referral link (?ref=code) is remembered for the signup.
keepReferral(window.location.search);

void verifyStoredSession();

// A chat widget, when the deployment configures one, after first paint.
startChatWidget();

async function start(root: HTMLElement) {
  // A prerendered page's own code comes first, so the router starts with it (no spinner).
  if (served) await loadMatchedRoutes(routes, window.location.pathname);
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

  const app = (
    <StrictMode>
      <Providers i18n={i18n}>
        <RouterProvider router={router} />
        {served ? <StoredLanguageAfterHydration served={served} /> : null}
      </Providers>
    </StrictMode>
  );
  if (served) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);

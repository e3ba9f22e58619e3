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
import { onUnauthorized } from './lib/api';
import { endSession, verifyStoredSession } from './lib/auth';
import { initI18n } from './lib/i18n';
import { paths } from './lib/paths';
import { storage } from './lib/storage';

const i18n = initI18n();

// SPEC §3: the page that brought the visitor, kept from the first visit on.
if (storage.get('my_referrer') === null && document.referrer) storage.set('my_referrer', document.referrer);

const router = createBrowserRouter(routes);

onUnauthorized(() => {
  endSession();
  const { pathname, search } = router.state.location;
  if (!pathname.startsWith('/login'))
    void router.navigate(paths.login(`${pathname}${search}`), { replace: true });
});

void verifyStoredSession();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

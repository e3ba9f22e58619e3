import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSessionSync } from '../lib/auth';
import { hasOwnBar, normalizePathname, PATHS_WITHOUT_TOP_BAR } from '../lib/paths';
import { useSubBannerSync } from '../lib/sub-banner';
import { SubBanner } from './sub-banner';
import { TopBar } from './top-bar';

/** Every screen: the top bar (not on the customer's tracking pages), the banner slot, the page. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useSessionSync();
  useSubBannerSync();
  const path = normalizePathname(pathname);
  const withTopBar = !PATHS_WITHOUT_TOP_BAR.includes(path) && !hasOwnBar(path);

  return (
    <div className="app-shell">
      {withTopBar ? (
        <>
          <a href="#main" className="skip-link">
            {t('common.skipToContent')}
          </a>
          <TopBar />
          <SubBanner />
        </>
      ) : null}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

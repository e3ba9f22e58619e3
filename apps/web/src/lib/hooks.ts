import { DESKTOP_BREAKPOINT_PX } from '@rutaviva/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  // Prerendered pages (src/prerender) are drawn at a phone's width, and hydrate as drawn.
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, serverFalse);
}

const serverFalse = () => false;
const clientTrue = () => true;
const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (and while prerendering it), true otherwise: what
 * depends on the visitor's browser waits for it, so the first render matches the served HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, clientTrue, serverFalse);
}

const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** SPEC §9 "Breakpoint": desktop and mobile layouts differ at 1224px. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}

/** Sets the tab title to "<page> · RutaViva", in the current language. */
export function useDocumentTitle(title: string | null) {
  const { t } = useTranslation();
  const fallback = t('app.documentTitle');
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : fallback;
  }, [title, fallback, t]);
}

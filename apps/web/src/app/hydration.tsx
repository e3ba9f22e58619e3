import { type Language, LanguageSchema } from '@rutaviva/domain';
import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { setLanguage, toLanguage } from '../lib/i18n';
import { storage } from '../lib/storage';
import { PRERENDERED_ATTRIBUTE } from '../prerender/pages';

/**
 * The language a prerendered page (src/prerender) was drawn in, when #root holds one: the
 * interface starts in it, so hydration finds the same words. Null for the other pages.
 */
export function prerenderedLanguage(container: HTMLElement): Language | null {
  const marked = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (marked === null || !container.hasChildNodes()) return null;
  return toLanguage(document.documentElement.lang || marked);
}

/**
 * Loads the lazy routes the current address matches before the router starts, as React Router
 * asks for hydration: a data router whose first match is still lazy draws its hydrate fallback
 * (the spinner) and would throw the prerendered page away.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      } catch {
        // The router loads it again and shows its error; the page is then drawn anew.
      }
    }),
  );
}

/** The attribute #root gets once a prerendered page is hydrated: its links and forms are the app's. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Once hydrated, the visitor's own stored language replaces the one the page was served in
 * (the server chose by ?lang= or Accept-Language, which know nothing of their choice), and #root
 * says the page is live (the container is outside React's tree, so hydration never sees it).
 */
export function StoredLanguageAfterHydration({ served }: { served: Language }) {
  useEffect(() => {
    const stored = LanguageSchema.safeParse(storage.get('language'));
    if (stored.success && stored.data !== served) setLanguage(stored.data);
    document.getElementById('root')?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [served]);
  return null;
}

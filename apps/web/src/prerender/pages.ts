import type { Language } from '@rutaviva/domain';
import { paths } from '../lib/paths';

/**
 * The public pages served as HTML that works before JavaScript (issue 14): the build renders each
 * of them in both languages with whatever the route table shows there, so a page that is still
 * "coming soon" becomes the real one once its route does. `seo` names its head in seo.*.ts.
 */
export const PRERENDERED_PAGES = [
  { path: paths.home, seo: 'home' },
  { path: paths.aboutUs, seo: 'aboutUs' },
  { path: paths.terms, seo: 'terms' },
  { path: paths.bookDemo, seo: 'bookDemo' },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

export const PRERENDERED_LANGUAGES: readonly Language[] = ['english', 'spanish'];

/**
 * Where the build writes a page: dist/prerendered/<en|es>/<file>. The server finds the pages by
 * these names (apps/server/src/http/prerendered.ts): "/" is index.html, "/book_demo" book_demo.html.
 */
export function prerenderedFile(path: string): string {
  return `${path === '/' ? 'index' : path.replace(/^\//, '')}.html`;
}

/**
 * Stands for the deployment's public address (PUBLIC_URL) in the head's absolute links; the
 * server writes the real one in when it serves the page.
 */
export const PUBLIC_URL_PLACEHOLDER = '%RUTAVIVA_PUBLIC_URL%';

/** Marks a #root whose content was prerendered, so src/main.tsx hydrates it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

import type { Browser, Page } from 'playwright-core';
import { adminStorage } from './admin-storage';
import { screenshot } from './browser';
import { type AdminSession, signUpBusiness } from './courier-helpers';

export interface Market {
  tag: 'en' | 'es';
  locale: string;
  language: 'english' | 'spanish';
  country: 'US' | 'MX';
  adminPhone: string;
  /** A courier's phone as typed and as E.164, different for each `n` (0–99). */
  courierPhone: (n: number) => { typed: string; e164: string };
}

/** An English-speaking US business and a Spanish-speaking Mexican one. */
export const MARKETS: Market[] = [
  {
    tag: 'en',
    locale: 'en-US',
    language: 'english',
    country: 'US',
    adminPhone: '(415) 555-2671',
    courierPhone: (n) => {
      const last = String(100 + n).padStart(4, '0');
      return { typed: `(415) 555-${last}`, e164: `+1415555${last}` };
    },
  },
  {
    tag: 'es',
    locale: 'es-MX',
    language: 'spanish',
    country: 'MX',
    adminPhone: '55 1234 5678',
    courierPhone: (n) => {
      const last = String(4000 + n);
      return { typed: `55 8765 ${last}`, e164: `+52558765${last}` };
    },
  },
];

/** Signs a business of `market` up through the API. */
export async function signUp(baseUrl: string, market: Market, companyName: string): Promise<AdminSession> {
  return await signUpBusiness(baseUrl, {
    company_name: companyName,
    country_iso: market.country,
    full_name: market.language === 'english' ? 'Joe Miller' : 'Ana López',
    cell_phone: market.adminPhone,
    language: market.language,
  });
}

/**
 * Puts the admin's session in the browser's storage, as logging in does (lib/storage.ts keys);
 * `onboarding` is where the first-run checklist stands.
 */
export async function signInAdmin(
  page: Page,
  baseUrl: string,
  session: AdminSession,
  language: string,
  onboarding: 'completed' | 'checkout' = 'completed',
) {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    adminStorage(session, language, onboarding),
  );
}

/**
 * A laptop-height page in `market`'s locale, `width` px wide, with `session` signed in (in the
 * market's language unless `language` says otherwise, onboarding where `onboarding` says).
 */
export async function marketAdminPage(
  browser: Browser,
  baseUrl: string,
  session: AdminSession,
  market: Pick<Market, 'locale' | 'language'>,
  {
    width = 1280,
    bypassCSP = false,
    language = market.language as string,
    onboarding = 'completed' as 'completed' | 'checkout',
  } = {},
) {
  const context = await browser.newContext({
    locale: market.locale,
    viewport: { width, height: 900 },
    bypassCSP,
  });
  const page = await context.newPage();
  await signInAdmin(page, baseUrl, session, language, onboarding);
  return { context, page };
}

/**
 * Screenshots of the page (each audited by axe, screenshot()) in English and Spanish at 1280 and
 * 375 px, named `<name>-<en|es>-<width>`; `heading` is the page's h1 in that language, which shows
 * once the page has loaded. Leaves the page in English at 1280 px.
 */
export async function shootInBothLanguages(page: Page, name: string, heading: (tag: 'en' | 'es') => string) {
  for (const [tag, language] of [
    ['en', 'english'],
    ['es', 'spanish'],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: heading(tag) }).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `${name}-${tag}-${width}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'english'));
  await page.reload();
  await page.setViewportSize({ width: 1280, height: 900 });
}

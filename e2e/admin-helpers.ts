import type { Browser, Page } from 'playwright-core';
import { adminStorage } from './admin-storage';
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

/** A laptop-height page in `market`'s locale, `width` px wide, with `session` signed in. */
export async function marketAdminPage(
  browser: Browser,
  baseUrl: string,
  session: AdminSession,
  market: Market,
  { width = 1280, bypassCSP = false } = {},
) {
  const context = await browser.newContext({
    locale: market.locale,
    viewport: { width, height: 900 },
    bypassCSP,
  });
  const page = await context.newPage();
  await signInAdmin(page, baseUrl, session, market.language);
  return { context, page };
}

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { DEMO_BASIC_TOUR_STEPS, DEMO_TOUR_STEPS, paths } from '../apps/web/src/lib/paths';
import { useBrowser, waitForApp } from './browser';

/*
 * Every public route of SPEC §2 renders a page of its own in both languages: a first-level
 * heading, none of the not-found, error or "coming soon" screens, and no uncaught error or
 * Content-Security-Policy violation.
 */

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const PUBLIC_ROUTES = [
  paths.home,
  '/t?id=no-such-trip',
  paths.trackDemo,
  paths.terms,
  paths.aboutUs,
  paths.bookDemo,
  ...DEMO_TOUR_STEPS.map((step) => paths.demoTour(step)),
  ...DEMO_BASIC_TOUR_STEPS.map((step) => paths.demoBasicTour(step)),
  paths.demoWspTour,
  '/signup',
  '/login',
  '/password_recovery',
  '/password_reset/nobody/not-a-token',
  '/logout',
  '/salesperson_login',
];

describe.each([
  { locale: 'en-US', text: en },
  { locale: 'es-MX', text: es },
] as const)('public routes in $locale', ({ locale, text }) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser().newContext({ locale, viewport: { width: 375, height: 740 } });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    // Content-Security-Policy violations (zod's eval probe was one) fire an event in the page.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(PUBLIC_ROUTES)('%s renders its own page', async (route) => {
    errors.length = 0;
    await page.goto(`${baseUrl}${route}`);
    await waitForApp(page);
    await page.locator('h1').first().waitFor({ state: 'attached' });
    const shown = await page.locator('h1').allInnerTexts();
    for (const refused of [text.notFound.title, text.routeError.title, text.routeError.chunkTitle])
      expect(shown, route).not.toContain(refused);
    expect(await page.getByText(text.common.comingSoonNote).count(), route).toBe(0);
    expect(errors, route).toEqual([]);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    expect(violations, route).toEqual([]);
  });
});

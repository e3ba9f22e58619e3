import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { legalEn } from '../apps/web/src/lib/i18n/legal.en';
import { legalEs } from '../apps/web/src/lib/i18n/legal.es';
import { lookAtEverySize, SIZES, type TourBusiness, tourBusiness } from './accessibility-fixtures';
import { useBrowser, waitForApp } from './browser';

/*
 * A tour of every page of the admin app, in both languages, at a laptop's and a phone's size:
 * each stop is audited by axe-core (serious and critical findings fail) and photographed.
 * The courier app's screens are toured by courier-screens.e2e.ts and the tracking page's by
 * accessibility-tracking.e2e.ts, through the same audit in screenshot().
 */

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Today in the browser's zone (the server clock is real in end-to-end tests). */
const today = () => new Date().toLocaleDateString('en-CA');
/** A text with its {{placeholders}} matching anything, for words that follow the country. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`);

/**
 * Whether the route dialog's facts strip (start, arrival, end…) is cut by its own box, and whether
 * it and the replay controls show within the dialog without scrolling.
 */
function routeDialogFit(page: Page) {
  return page.getByRole('dialog').evaluate((dialog) => {
    const visible = (element: Element | null) => {
      const body = dialog.querySelector('.route-dialog__body')?.getBoundingClientRect();
      const box = element?.getBoundingClientRect();
      return Boolean(body && box && box.top >= body.top && box.bottom <= body.bottom + 0.5);
    };
    const strip = dialog.querySelector('.route-facts');
    return {
      stripClipped: !strip || strip.scrollHeight > strip.clientHeight + 1,
      stripInView: visible(strip),
      controlsInView: visible(dialog.querySelector('.replay-controls')),
    };
  });
}

describe.each([
  { tag: 'en', locale: 'en-US', text: en, legal: legalEn, language: 'english' },
  { tag: 'es', locale: 'es-MX', text: es, legal: legalEs, language: 'spanish' },
] as const)('every admin page in $locale', ({ tag, locale, text, legal, language }) => {
  let context: BrowserContext;
  let page: Page;
  let business: TourBusiness;
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
  const look = (name: string) => lookAtEverySize(page, `${name}-${tag}`);

  beforeAll(async () => {
    business = await tourBusiness(baseUrl, language);
  });
  beforeEach(async () => {
    context = await browser().newContext({ locale, viewport: SIZES[0] });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function logIn() {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(text.login.email).fill(business.admin.email);
    await page.getByLabel(text.login.password, { exact: true }).fill('owner-pass-1');
    await page.getByRole('button', { name: text.login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/my_account');
  }

  it('public pages: landing, signup, login, password recovery and reset, not found, about us, terms', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await heading(text.landing.hero.title);
    await look('landing');

    await page.goto(`${baseUrl}/signup`);
    await heading(text.signup.title);
    await look('signup-1');
    await page.getByLabel(text.signup.companyName).fill('Panadería Sol');
    await page.getByLabel(text.signup.fullName).fill('Sol Pérez');
    await page.getByLabel(text.signup.email).fill(`sol-${tag}-${Date.now()}@example.com`);
    await page.getByLabel(text.signup.cellPhone).fill('55 1234 5678');
    await page.getByLabel(text.signup.password, { exact: true }).fill('sol-pass-12');
    await page.getByRole('button', { name: text.common.continue }).click();
    await page.getByLabel(text.signup.deliveriesPerDay).waitFor();
    await look('signup-2');

    await page.goto(`${baseUrl}/login`);
    await heading(text.login.title);
    await page.getByLabel(text.login.email).fill(business.admin.email);
    await page.getByLabel(text.login.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: text.login.submit, exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    await look('login-refused');

    await page.goto(`${baseUrl}/password_recovery`);
    await heading(text.recovery.title);
    await look('password-recovery');
    await page.getByLabel(text.recovery.email).fill(business.admin.email);
    await page.getByRole('button', { name: text.recovery.submit }).click();
    await page.getByRole('heading', { name: text.recovery.sentTitle }).waitFor();
    await look('password-recovery-sent');

    // The reset link waits in the outbox, written just after the answer.
    const link = page.locator('li.outbox-item', { hasText: business.admin.email }).first();
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl}/dev/outbox`);
        await heading(text.outbox.title);
        return link.count();
      })
      .toBeGreaterThan(0);
    await look('outbox');
    await page.goto((await link.locator('a[href*="/password_reset/"]').getAttribute('href')) ?? '');
    await page.getByLabel(text.reset.password, { exact: true }).waitFor();
    await look('password-reset');
    await page.goto(`${baseUrl}/password_reset/nobody/not-a-token`);
    await page.getByRole('heading', { name: text.reset.invalidTitle }).waitFor();
    await look('password-reset-invalid');

    await page.goto(`${baseUrl}/no/such/page`);
    await heading(text.notFound.title);
    await look('not-found');
    await page.goto(`${baseUrl}/about_us`);
    await waitForApp(page);
    await heading(legal.about.heading);
    await look('about-us');
    await page.goto(`${baseUrl}/terms_and_conditions`);
    await waitForApp(page);
    await heading(legal.terms.heading);
    await look('terms');
  });

  it('account pages: my account, my info, team, customize tracking, help, demo message', async () => {
    await logIn();
    await page.getByRole('heading', { name: text.myAccount.security.title }).waitFor();
    await look('my-account');

    await page.goto(`${baseUrl}/business_info_logged_in`);
    await expect.poll(() => page.getByLabel(text.business.companyName).inputValue()).not.toBe('');
    await look('business-info');

    await page.goto(`${baseUrl}/team`);
    await page.getByText(business.username).first().waitFor();
    await look('team');
    await page
      .getByRole('button', { name: pattern(text.team.add) })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await look('team-add-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/design_tracking`);
    await heading(text.branding.title);
    await page.locator('[data-testid="branding-preview"] .tp-header').waitFor();
    await look('design-tracking');

    await page.goto(`${baseUrl}/tutorial`);
    await heading(text.tutorial.title);
    await look('tutorial');

    await page.goto(`${baseUrl}/demo_sms`);
    await heading(text.demoSms.title);
    await page.getByRole('button', { name: text.demoSms.send }).waitFor();
    await look('demo-sms');

    await page.goto(`${baseUrl}/logout`);
    await page.getByRole('button', { name: text.logout.confirm, exact: true }).waitFor();
    await look('logout');
  });

  it('dashboard pages: live monitor, reports with the route dialog, feedback', async () => {
    await logIn();
    await page.goto(`${baseUrl}/monitor?tiles=none`);
    await page.locator(`[data-testid="monitor-courier"][data-trip-id="${business.liveTripId}"]`).waitFor();
    await look('monitor');

    await page.goto(`${baseUrl}/reports?start_date=${today()}&end_date=${today()}&tiles=none`);
    const ended = page.locator(`[data-testid="report-trip"][data-trip-id="${business.endedTripId}"]`);
    await ended.waitFor({ timeout: 15_000 });
    await look('reports');
    await ended.getByTestId('open-route').click();
    await page.getByRole('dialog').getByTestId('route-map').waitFor();
    await look('route-dialog');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await routeDialogFit(page), `the route dialog at ${size.width}×${size.height}`).toEqual({
        stripClipped: false,
        stripInView: true,
        controlsInView: true,
      });
    }
    await page.setViewportSize(SIZES[0]);
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/reviews`);
    await page.locator(`[data-testid="review"][data-trip-id="${business.endedTripId}"]`).waitFor();
    await look('reviews');
  });
});

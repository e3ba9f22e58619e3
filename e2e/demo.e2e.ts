import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REFORMA_TO_BELLAS_ARTES } from '../apps/server/src/demo/cdmx-routes';
import { simulateCourier } from '../apps/server/src/demo/courier-simulator';
import { type DemoCourier, ensureDemoAccount, ensureDemoHistory } from '../apps/server/src/demo/demo-account';
import { DemoApi } from '../apps/server/src/demo/demo-api';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { signInAdmin } from './admin-helpers';
import { screenshot, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const api = new DemoApi(baseUrl);
const stop = new AbortController();
const browser = useBrowser();
let demo: Awaited<ReturnType<typeof ensureDemoAccount>>;
let driving: Promise<unknown> = Promise.resolve();

beforeAll(async () => {
  demo = await ensureDemoAccount(api);
  const history = await ensureDemoHistory(api, demo.admin);
  expect(history?.added_deliveries).toBeGreaterThan(500);
  // One courier on the road, as `npm run demo` drives them, for the monitor.
  driving = simulateCourier(api, demo.couriers[0] as DemoCourier, [REFORMA_TO_BELLAS_ARTES], {
    intervalMs: 1000,
    stepKm: 0.02,
    signal: stop.signal,
    log: () => {},
  });
});
afterAll(async () => {
  stop.abort();
  await driving;
});

/** The demo admin's browser, signed in as the web app keeps a session. */
async function demoAdmin(locale: string, language: string, width: number): Promise<Page> {
  const context = await browser().newContext({
    locale,
    timezoneId: 'America/Mexico_City',
    viewport: { width, height: width > 400 ? 900 : 812 },
  });
  const page = await context.newPage();
  await signInAdmin(page, baseUrl, demo.admin, language);
  return page;
}

const count = async (page: Page, selector: string) =>
  Number(((await page.locator(selector).first().textContent()) ?? '').replace(/[^\d]/g, '') || 0);

describe.each([
  { tag: 'en', locale: 'en-US', language: 'english', text: en, width: 1280 },
  { tag: 'en', locale: 'en-US', language: 'english', text: en, width: 375 },
  { tag: 'es', locale: 'es-MX', language: 'spanish', text: es, width: 1280 },
  { tag: 'es', locale: 'es-MX', language: 'spanish', text: es, width: 375 },
])('the demo business on the first visit, $tag at $width px', ({ tag, locale, language, text, width }) => {
  let page: Page;
  beforeAll(async () => {
    page = await demoAdmin(locale, language, width);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('fills /reports: totals, the late delivery flagged, the ratings, three charts and the trip list', async () => {
    await page.goto(`${baseUrl}/reports?tiles=none`);
    await page.getByRole('heading', { level: 1, name: text.reports.title }).waitFor();
    await expect
      .poll(async () => Number(await page.getByTestId('total-deliveries').getAttribute('data-value')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(100);
    // The last 7 days hold each branch's late delivery (over 30 minutes to arrive, over an hour in all).
    const flags = page.locator('.flag-row__count');
    expect(Number(await flags.nth(0).textContent())).toBeGreaterThanOrEqual(2);
    expect(Number(await flags.nth(1).textContent())).toBeGreaterThanOrEqual(2);
    expect(await count(page, '.rating-row--excellent .rating-row__count')).toBeGreaterThan(
      4 * (await count(page, '.rating-row--okay .rating-row__count')),
    );
    expect(await count(page, '.rating-row--bad .rating-row__count')).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.locator('.chart__svg').count(), { timeout: 15_000 }).toBe(3);
    expect(await page.locator('.chart__svg').first().locator('rect').count()).toBeGreaterThanOrEqual(6);
    await expect.poll(() => page.getByTestId('report-trip').count()).toBe(25);
    await screenshot(page, `demo-reports-${tag}-${width}`);
  });

  it('replays a past delivery’s route with its times', async () => {
    const ended = page.getByTestId('report-trip').filter({ hasText: /\d{2}:\d{2}.*\d{2}:\d{2}/s });
    await ended.nth(3).getByTestId('open-route').click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(async () => Number(await dialog.getByTestId('route-map').getAttribute('data-point-count')), {
        timeout: 15_000,
      })
      .toBeGreaterThan(5);
    await dialog.screenshot({
      path: resolve(import.meta.dirname, '..', 'screenshots', `demo-route-${tag}-${width}.png`),
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('fills /reviews, with the bad review and what the customer wrote', async () => {
    await page.goto(`${baseUrl}/reviews`);
    await page.getByRole('heading', { level: 1, name: text.reviews.title }).waitFor();
    await expect
      .poll(() => page.getByTestId('review').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(10);
    expect(await page.locator('.review-card__quote').count()).toBeGreaterThan(2);
    await screenshot(page, `demo-reviews-${tag}-${width}`);

    await page.goto(`${baseUrl}/reviews?rating=1`);
    const bad = page.locator('[data-testid="review"].review-card--bad');
    await bad.first().waitFor({ timeout: 15_000 });
    expect(((await bad.first().locator('.review-card__quote').textContent()) ?? '').length).toBeGreaterThan(
      20,
    );
    await screenshot(page, `demo-reviews-bad-${tag}-${width}`);
  });

  it('shows the courier driving on /monitor', async () => {
    await page.goto(`${baseUrl}/monitor?tiles=none`);
    await page.getByTestId('monitor-map').waitFor();
    await page
      .locator('[data-testid="monitor-courier"][data-activity="on_delivery"]')
      .first()
      .waitFor({ timeout: 20_000 });
    await screenshot(page, `demo-monitor-${tag}-${width}`);
  });
});

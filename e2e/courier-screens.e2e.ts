import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/courier/i18n/en';
import { es } from '../apps/web/src/courier/i18n/es';
import { screenshot, useBrowser } from './browser';
import {
  courierStep,
  createCourier,
  type LatLng,
  movePhoneTo,
  phoneWithGps,
  pointsRecorded,
  queuedPoints,
  route,
  sendPoints,
  startDeliveryInApp,
  startTrip,
  submitCourierLogin,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Two finished deliveries earlier today, so the list has something to show. */
async function deliveredEarlier(token: string) {
  for (const phone of ['+525587001122', '+525533445566']) {
    const trip = await startTrip(baseUrl, token, phone);
    const now = Math.floor(Date.now() / 1000);
    const points = route(4).map((point, index) => ({
      lat: point.latitude,
      lng: point.longitude,
      timestamp: now - 40 + index * 10,
    }));
    await sendPoints(baseUrl, token, trip.generated_trip_id, points);
    await courierStep(baseUrl, token, trip.generated_trip_id, 'arrival');
    await courierStep(baseUrl, token, trip.generated_trip_id, 'end');
  }
}

const journeys = [
  { name: 'English', locale: 'en-US', text: en, tag: 'en', language: 'english' },
  { name: 'Spanish', locale: 'es-MX', text: es, tag: 'es', language: 'spanish' },
] as const;

describe.each(journeys)('courier screens in $name', ({ locale, text, tag, language }) => {
  let context: BrowserContext;
  let page: Page;
  const path = route(8);

  beforeAll(async () => {
    context = await phoneWithGps(browser(), locale, path[0]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  /** The same state on a phone and on a desktop screen. */
  async function shoot(state: string) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await screenshot(page, `courier-${state}-${tag}-${width}`);
    }
    await page.setViewportSize({ width: 375, height: 812 });
  }

  const moveTo = (point: LatLng | undefined) => movePhoneTo(context, page, point);

  it('walks login, today’s list, a running trip, offline and the end', async () => {
    const account = await createCourier(baseUrl, language);
    await deliveredEarlier(account.courierToken);

    await page.goto(`${baseUrl}/courier?batch_ms=400`);
    await page.getByRole('heading', { name: text['login.title'] }).waitFor();
    // The switch changes the language in place and is remembered.
    const other = tag === 'en' ? es : en;
    await page.getByRole('button', { name: tag === 'en' ? 'Español' : 'English' }).click();
    await page.getByRole('heading', { name: other['login.title'] }).waitFor();
    await page.getByRole('button', { name: tag === 'en' ? 'English' : 'Español' }).click();
    await page.getByRole('heading', { name: text['login.title'] }).waitFor();
    await shoot('login');

    await submitCourierLogin(page, text, account);
    await page.getByRole('heading', { name: text['start.title'] }).waitFor();
    await expect.poll(() => page.locator('.c-trip-row').count()).toBe(2);
    await shoot('idle');

    await startDeliveryInApp(page, text, '55 1234 5678');
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);
    for (const point of path.slice(1, 4)) await moveTo(point);
    await expect.poll(() => queuedPoints(page), { timeout: 10_000 }).toBe(0);
    await shoot('running');

    await context.setOffline(true);
    await page.getByText(text['net.offlineBody']).waitFor();
    for (const point of path.slice(4, 7)) await moveTo(point);
    await shoot('offline');

    await context.setOffline(false);
    await expect.poll(() => queuedPoints(page), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: text['trip.arrived'] }).click();
    await moveTo(path[7]);
    await page.getByRole('button', { name: text['trip.stop'] }).click();
    await shoot('confirm-stop');
    await page.getByRole('button', { name: text['trip.stopYes'] }).click();
    await page.getByRole('heading', { name: text['ended.title'] }).waitFor();
    await page.getByText(text['ended.synced']).waitFor();
    await expect.poll(() => page.locator('.c-trip-row').count()).toBe(3);
    await shoot('ended');
  });
});

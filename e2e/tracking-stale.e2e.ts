import { formatDuration, STALE_POSITION_SECONDS } from '@rutaviva/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/tracking/i18n/en';
import { es } from '../apps/web/src/tracking/i18n/es';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import { apiCall, type CourierAccount, createCourier, route, sendPoints } from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Issue 15 item 4: an old position is said to be old, and the marker turns grey, until a new one. */
describe.each([
  { name: 'es', locale: 'es-MX', t: es },
  { name: 'en', locale: 'en-US', t: en },
] as const)('tracking page with an old position ($locale, 375 px)', ({ name, locale, t }) => {
  let context: BrowserContext;
  let page: Page;
  let tripId: string;
  let account: CourierAccount;
  const path = route(4);
  const staleLine = () => page.getByTestId('stale-position');
  const mapStale = () => page.getByTestId('route-map').getAttribute('data-stale');
  const markerGrey = () =>
    page.locator('.tp-courier').evaluate((marker) => marker.classList.contains('is-stale'));
  const lastUpdated = (minutes: number) =>
    t['status.lastUpdated'].replace('{{ago}}', formatDuration(minutes));

  beforeAll(async () => {
    // One courier each: a courier runs one delivery at a time.
    account = await createCourier(baseUrl, 'spanish');
    context = await browser().newContext({ locale, viewport: { width: 375, height: 812 }, bypassCSP: true });
    page = await context.newPage();
    // The page's clock runs at its normal pace until the test moves it on.
    await page.clock.install();
    const trip = await apiCall<{ generated_trip_id: string }>(
      baseUrl,
      'POST',
      '/api/trips',
      { customer_phone_number: '55 2222 2222' },
      account.courierToken,
    );
    tripId = trip.generated_trip_id;
  });
  afterAll(async () => {
    await context?.close();
  });

  it('says how old the newest position is and greys the marker', async () => {
    // The phone's last two fixes came in 3½ minutes ago; nothing since.
    const old = nowSeconds() - 210;
    await sendPoints(baseUrl, account.courierToken, tripId, [
      { lat: path[0]?.latitude ?? 0, lng: path[0]?.longitude ?? 0, timestamp: old - 1 },
      { lat: path[1]?.latitude ?? 0, lng: path[1]?.longitude ?? 0, timestamp: old },
    ]);
    await page.goto(`${baseUrl}/t?id=${tripId}&tiles=none`);
    await staleLine().waitFor();
    expect(await staleLine().textContent()).toBe(lastUpdated(3));
    expect(await mapStale()).toBe('true');
    expect(await page.locator('.tp-pill').textContent()).toBe(t['status.noSignal']);
    await expect.poll(markerGrey).toBe(true);
    await screenshot(page, `tracking-stale-${name}-375`);
    expect(await accessibilityFindings(page)).toEqual([]);

    // A minute later by the page's clock, with no new event, the line has counted on.
    await page.clock.fastForward(60_000);
    await expect.poll(() => staleLine().textContent()).toBe(lastUpdated(4));
  });

  it('recovers by itself when a new point arrives, and turns stale again when the clock passes the limit', async () => {
    // The page's clock is now a minute ahead of the server's: still well within the limit.
    await sendPoints(baseUrl, account.courierToken, tripId, [
      { lat: path[2]?.latitude ?? 0, lng: path[2]?.longitude ?? 0, timestamp: nowSeconds() },
    ]);
    await expect.poll(mapStale, { timeout: 10_000 }).toBe('false');
    expect(await staleLine().count()).toBe(0);
    expect(await page.locator('.tp-pill').textContent()).toBe(t['status.live']);
    await expect.poll(markerGrey).toBe(false);

    await page.clock.fastForward((STALE_POSITION_SECONDS + 60) * 1000);
    await expect.poll(mapStale).toBe('true');
    await staleLine().waitFor();
  });
});

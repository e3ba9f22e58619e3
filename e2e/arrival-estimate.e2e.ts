import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../apps/server/test/postgres';
import { en } from '../apps/web/src/tracking/i18n/en';
import { es } from '../apps/web/src/tracking/i18n/es';
import { apiCall } from './api';
import { screenshot, useBrowser } from './browser';
import { type CourierAccount, createCourier, sendPoints, startTrip } from './courier-helpers';
import { startTestServer, type TestServer } from './server';

/*
 * Issue 15 item 3: the customer's page says when the courier arrives once a destination is known,
 * and nothing about time without one. The trip's destination is written straight into the
 * database (the customer's pin is another piece of work); this file moves its own server's clock.
 */

const browser = useBrowser();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  if (!server.databaseUrl) throw new Error('arrival-estimate.e2e.ts needs DATABASE_URL to set a destination');
});
afterAll(async () => {
  await server?.stop();
});

/** Moves the server's clock on and answers its time (unix seconds). */
const advanceServer = async (seconds: number) =>
  (await apiCall<{ now: number }>(server.baseUrl, 'POST', '/api/dev/clock', { advance_seconds: seconds }))
    .now;

/** `count` positions 20 s apart going north at about 30 km/h, the last at `end`. */
const drive = (fromIndex: number, count: number, end: number) =>
  Array.from({ length: count }, (_, i) => ({
    lat: Number((19.4 + (fromIndex + i) * 0.0015).toFixed(6)),
    lng: -99.16,
    timestamp: end - (count - 1 - i) * 20,
  }));

/** About 5.5 km north of where the courier starts. */
const DESTINATION = { lat: 19.45, lng: -99.16 };

describe.each([
  { name: 'es', locale: 'es-MX', t: es, language: 'spanish' },
  { name: 'en', locale: 'en-US', t: en, language: 'english' },
] as const)('arrival estimate on the tracking page ($locale)', ({ name, locale, t, language }) => {
  let context: BrowserContext;
  let page: Page;
  let account: CourierAccount;
  let tripId: string;
  const line = () => page.getByTestId('arrival-estimate');
  const minutesShown = async () => Number(/\d+/.exec((await line().textContent()) ?? '')?.[0]);
  const [before, after] = t['eta.about'].split('{{minutes}}') as [string, string];

  beforeAll(async () => {
    account = await createCourier(server.baseUrl, language);
    tripId = (await startTrip(server.baseUrl, account.courierToken, '55 3333 4444')).generated_trip_id;
    context = await browser().newContext({ locale, viewport: { width: 375, height: 812 } });
    page = await context.newPage();
    // The page's clock runs at its normal pace until the test moves it on.
    await page.clock.install();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('says nothing about time while no destination is known', async () => {
    const now = await advanceServer(1);
    await sendPoints(server.baseUrl, account.courierToken, tripId, drive(0, 6, now));
    await page.goto(`${server.baseUrl}/t?id=${tripId}&tiles=none`);
    await expect.poll(() => page.getByTestId('distance').textContent()).toMatch(/[1-9]/);
    expect(await line().count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain(before.trim());
  });

  it('shows "arriving in about N min" once there is a destination, and the figure falls as the courier nears', async () => {
    await adminQuery(
      server.databaseUrl as string,
      `UPDATE trips SET destination_lat = ${DESTINATION.lat}, destination_lng = ${DESTINATION.lng},
         destination_source = 'customer', destination_set_at = now()
       WHERE generated_trip_id = '${tripId}'`,
    );
    const now = await advanceServer(120);
    await sendPoints(server.baseUrl, account.courierToken, tripId, drive(6, 6, now));
    await line().waitFor();
    const text = (await line().textContent()) ?? '';
    expect(text.startsWith(before)).toBe(true);
    expect(text).toContain(after.split('{{time}}')[0] as string);
    const first = await minutesShown();
    expect(first).toBeGreaterThanOrEqual(8);
    expect(first).toBeLessThanOrEqual(16);
    await screenshot(page, `arrival-estimate-${name}-375`);

    // Four minutes later the courier is about 2.2 km closer.
    const later = await advanceServer(240);
    await sendPoints(server.baseUrl, account.courierToken, tripId, drive(12, 12, later));
    await expect.poll(minutesShown, { timeout: 10_000 }).toBeLessThanOrEqual(first - 3);

    // Two minutes later by the page's clock, with no new event, the figure has counted down.
    const nearer = await minutesShown();
    await page.clock.fastForward(120_000);
    await expect.poll(minutesShown).toBeLessThanOrEqual(nearer - 2);
    expect(await minutesShown()).toBeGreaterThanOrEqual(Math.max(1, nearer - 3));

    const wide = await context.browser()?.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const widePage = await wide?.newPage();
    if (!wide || !widePage) throw new Error('no wide page');
    await widePage.goto(`${server.baseUrl}/t?id=${tripId}&tiles=none`);
    await widePage.getByTestId('arrival-estimate').waitFor();
    await screenshot(widePage, `arrival-estimate-${name}-1280`);
    await wide.close();
  });

  it('says nothing about time once the courier has arrived', async () => {
    await apiCall(server.baseUrl, 'POST', `/api/trips/${tripId}/arrival`, {}, account.courierToken);
    await expect.poll(() => line().count(), { timeout: 10_000 }).toBe(0);
  });
});

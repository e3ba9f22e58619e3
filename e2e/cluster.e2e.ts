import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_HEADER, PROCESS_HEADER } from '../apps/server/src/cluster/proxy';
import { en as courierEn } from '../apps/web/src/courier/i18n/en';
import { en as trackingEn } from '../apps/web/src/tracking/i18n/en';
import { signInAdmin } from './admin-helpers';
import { useBrowser } from './browser';
import {
  type CourierAccount,
  courierAppUrl,
  createCourier,
  type LatLng,
  movePhoneTo,
  phoneWithGps,
  route,
  startDeliveryInApp,
  submitCourierLogin,
} from './courier-helpers';
import { startTestServer, type TestServer } from './server';

/**
 * Issue 17: the whole journey against `npm run start:cluster` (2 web, 2 stream and 1 worker
 * processes behind its proxy), checking from the header the proxy adds that the courier's
 * posts, the customer's stream and the admin's pages were each served by other processes. Each
 * person's browser pins its processes through the proxy's test-only header (PIN_HEADER): the
 * courier on web-1, the admin on web-2 and stream-1, the customer's stream on stream-2.
 */
const pin = (processes: string) => ({ extraHTTPHeaders: { [PIN_HEADER]: processes } });
const browser = useBrowser();
let cluster: TestServer;
let baseUrl: string;

beforeAll(async () => {
  cluster = await startTestServer({
    entry: 'apps/server/src/cluster/main.ts',
    env: { CLUSTER_WEB: '2', CLUSTER_STREAM: '2', CLUSTER_WORKER: '1' },
    // Five processes and their database starting on a small machine.
    startTimeoutMs: 170_000,
  });
  baseUrl = cluster.baseUrl;
}, 180_000);
afterAll(async () => {
  await cluster?.stop();
});

/** Which process answered each of a page's requests matching `wanted`, as the proxy named it. */
function servedBy(page: Page, wanted: (url: URL, response: Response) => boolean): Set<string> {
  const names = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.href.startsWith(baseUrl) || !wanted(url, response)) return;
    const name = response.headers()[PROCESS_HEADER];
    names.add(name ?? 'none');
  });
  return names;
}

describe('the journey on a cluster: signup, a courier, a live delivery, a review, the reports', () => {
  let account: CourierAccount;
  let courierContext: BrowserContext;
  let courier: Page;
  let customerContext: BrowserContext;
  let customer: Page;
  let adminContext: BrowserContext;
  let admin: Page;
  let trip: { generated_trip_id: string };
  const path = route(6);
  const served = {} as Record<'courierPosts' | 'customerStream' | 'adminPages' | 'adminStream', Set<string>>;
  const monitorItem = () =>
    admin.locator(`[data-testid="monitor-courier"][data-trip-id="${trip.generated_trip_id}"]`);
  const moveTo = (point: LatLng | undefined) => movePhoneTo(courierContext, courier, point);

  it('signs a business up and adds a courier, through the proxy', async () => {
    account = await createCourier(baseUrl, 'english');
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.headers.get(PROCESS_HEADER)).toMatch(/^web-\d$/);
    expect(await health.json()).toMatchObject({ status: 'ok', redis: 'up', role: 'web' });

    adminContext = await browser().newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      // The reports read their dates in the browser's zone: UTC, as the day computed below.
      timezoneId: 'UTC',
      ...pin('web-2, stream-1'),
    });
    admin = await adminContext.newPage();
    served.adminPages = servedBy(admin, (url) => !url.pathname.startsWith('/api/realtime'));
    served.adminStream = servedBy(admin, (url) => url.pathname === '/api/realtime');
    await signInAdmin(admin, baseUrl, account.admin, 'english');
    await admin.goto(`${baseUrl}/monitor?tiles=none`);
    await admin.getByTestId('monitor-map').waitFor();
  });

  it('starts a delivery in the courier app, which the customer and the monitor follow live', async () => {
    courierContext = await phoneWithGps(browser(), 'en-US', path[0], pin('web-1'));
    courier = await courierContext.newPage();
    served.courierPosts = servedBy(
      courier,
      (url, response) =>
        response.request().method() === 'POST' && /^\/api\/trips\/[^/]+\/coordinates$/.test(url.pathname),
    );
    await courier.goto(courierAppUrl(baseUrl));
    await submitCourierLogin(courier, courierEn, account);
    const started = courier.waitForResponse(
      (response) => response.url().endsWith('/api/trips') && response.request().method() === 'POST',
    );
    await startDeliveryInApp(courier, courierEn, '55 1234 5678');
    trip = await (await started).json();

    customerContext = await browser().newContext({
      locale: 'en-US',
      viewport: { width: 375, height: 812 },
      ...pin('stream-2'),
    });
    customer = await customerContext.newPage();
    served.customerStream = servedBy(customer, (url) => url.pathname.endsWith('/stream'));
    await customer.goto(`${baseUrl}/t?id=${trip.generated_trip_id}&tiles=none`);
    await customer
      .getByRole('heading', { name: trackingEn['status.onTheWay'].replace('{{name}}', 'Luis P.') })
      .waitFor();
    await monitorItem().waitFor({ timeout: 15_000 });

    const pointCount = () => customer.getByTestId('route-map').getAttribute('data-point-count').then(Number);
    for (const point of path.slice(1, 5)) {
      const before = await pointCount();
      await moveTo(point);
      // Posted to a web process, carried by Redis to the stream process the customer reads.
      await expect.poll(pointCount, { timeout: 15_000 }).toBeGreaterThan(before);
      await expect
        .poll(() => monitorItem().getAttribute('data-lat'), { timeout: 15_000 })
        .toBe(String(point.latitude));
    }
  });

  it('ends the delivery; the customer sees it and reviews it', async () => {
    await courier.getByRole('button', { name: courierEn['trip.arrived'] }).click();
    await customer
      .getByRole('heading', { name: trackingEn['status.arrived'].replace('{{name}}', 'Luis P.') })
      .waitFor({ timeout: 15_000 });
    await courier.getByRole('button', { name: courierEn['trip.stop'] }).click();
    await courier.getByRole('button', { name: courierEn['trip.stopYes'] }).click();
    await courier.getByRole('heading', { name: courierEn['ended.title'] }).waitFor();
    await customer.getByRole('heading', { name: trackingEn['status.ended'] }).waitFor({ timeout: 15_000 });

    await customer.getByRole('button', { name: trackingEn['review.open'] }).click();
    const dialog = customer.getByRole('dialog', { name: trackingEn['review.title'] });
    await dialog.getByRole('button', { name: trackingEn['review.rating_3'] }).click();
    await dialog.getByRole('button', { name: trackingEn['review.choice.courier'] }).click();
    await dialog.getByRole('button', { name: trackingEn['review.submit'] }).click();
    await customer.getByText(trackingEn['review.thanks']).waitFor();
  });

  it('shows the admin the courier idle on the monitor, the delivery in reports and the review', async () => {
    await monitorItem().waitFor({ state: 'detached', timeout: 15_000 });
    const idle = admin.locator('[data-testid="monitor-courier"][data-activity="idle"]');
    expect(await idle.getAttribute('data-lat')).toBe(String(path[4]?.latitude));

    // The day the trip started by the server's clock, in UTC (the admin browser's zone), not
    // the test's local day, which may have turned at midnight since.
    const shown = await fetch(`${baseUrl}/api/trips/${trip.generated_trip_id}`);
    const { start_time: startTime } = (await shown.json()) as { start_time: number };
    expect(typeof startTime).toBe('number');
    const today = new Date(startTime * 1000).toISOString().slice(0, 10);
    await admin.goto(`${baseUrl}/reports?start_date=${today}&end_date=${today}&tiles=none`);
    const row = admin.locator(`[data-testid="report-trip"][data-trip-id="${trip.generated_trip_id}"]`);
    await row.waitFor({ timeout: 15_000 });
    await admin.goto(`${baseUrl}/reviews`);
    await admin
      .locator(`[data-testid="review"][data-trip-id="${trip.generated_trip_id}"]`)
      .waitFor({ timeout: 15_000 });
  });

  it('was served by different processes: the courier, the customer and the admin each by their own', () => {
    const { courierPosts, customerStream, adminPages, adminStream } = served;
    expect([...courierPosts]).toEqual(['web-1']);
    expect([...customerStream]).toEqual(['stream-2']);
    expect([...adminPages]).toEqual(['web-2']);
    expect([...adminStream]).toEqual(['stream-1']);
    // No process served two of them.
    const people = [courierPosts, customerStream, new Set([...adminPages, ...adminStream])];
    const all = people.flatMap((names) => [...names]);
    expect(new Set(all).size).toBe(all.length);
  });

  afterAll(async () => {
    await Promise.all([courierContext, customerContext, adminContext].map((context) => context?.close()));
  });
});

import { readFile } from 'node:fs/promises';
import { CSV_COLUMNS, reportWords } from '@rutaviva/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../apps/server/test/csv';
import { en as courierEn } from '../apps/web/src/courier/i18n/en';
import { signInAdmin } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import {
  apiCall,
  type CourierAccount,
  courierAppUrl,
  courierStep,
  createCourier,
  type LatLng,
  movePhoneTo,
  phoneWithGps,
  route,
  sendPoints,
  startTrip,
  submitCourierLogin,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
const COURIER_URL = courierAppUrl(baseUrl);

const browser = useBrowser();
let account: CourierAccount;
let admin: Page;
let adminContext: BrowserContext;
let courierContext: BrowserContext;
let courier: Page;
/** The delivery the courier drives through the app, and a shorter one made through the API. */
let live: { generated_trip_id: string };
let short: { generated_trip_id: string };
const path = route(6);

/** Today in the browser's zone (the server clock is real in end-to-end tests). */
const today = () => new Date().toLocaleDateString('en-CA');

beforeAll(async () => {
  account = await createCourier(baseUrl, 'english');
  adminContext = await browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  admin = await adminContext.newPage();
  await signInAdmin(admin, baseUrl, account.admin, 'english');
  courierContext = await phoneWithGps(browser(), 'en-US', path[0]);
  courier = await courierContext.newPage();
});

const moveTo = (point: LatLng | undefined) => movePhoneTo(courierContext, courier, point);

const monitorItem = () =>
  admin.locator(`[data-testid="monitor-courier"][data-trip-id="${live.generated_trip_id}"]`);

describe('the admin dashboard follows a delivery from the courier app to reports and reviews', () => {
  it('shows the courier moving on /monitor while the delivery runs', async () => {
    await admin.goto(`${baseUrl}/monitor?tiles=none`);
    await admin.getByTestId('monitor-map').waitFor();

    await courier.goto(COURIER_URL);
    await submitCourierLogin(courier, courierEn, account);
    await courier.getByLabel(courierEn['start.phone']).fill('55 1234 5678');
    const started = courier.waitForResponse(
      (response) => response.url().endsWith('/api/trips') && response.request().method() === 'POST',
    );
    await courier.getByRole('button', { name: courierEn['start.submit'] }).click();
    live = await (await started).json();
    await courier.getByRole('heading', { name: courierEn['trip.title'] }).waitFor();

    // The new trip appears without a reload, then moves with each point.
    await monitorItem().waitFor({ timeout: 15_000 });
    for (const point of path.slice(1, 4)) {
      await moveTo(point);
      await expect
        .poll(() => monitorItem().getAttribute('data-lat'), { timeout: 10_000 })
        .toBe(String(point.latitude));
    }
    expect(Number(await monitorItem().getAttribute('data-point-count'))).toBeGreaterThanOrEqual(3);
    await screenshot(admin, 'dashboard-monitor-1280');
    await admin.setViewportSize({ width: 375, height: 812 });
    await screenshot(admin, 'dashboard-monitor-375');
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it('turns the courier idle on the monitor when the delivery ends', async () => {
    await moveTo(path[4]);
    await courier.getByRole('button', { name: courierEn['trip.arrived'] }).click();
    await courier.getByRole('button', { name: courierEn['trip.stop'] }).click();
    await courier.getByRole('button', { name: courierEn['trip.stopYes'] }).click();
    await courier.getByRole('heading', { name: courierEn['ended.title'] }).waitFor();
    await monitorItem().waitFor({ state: 'detached', timeout: 15_000 });
    // The courier stays on the monitor, idle, where the delivery ended.
    const idle = admin.locator('[data-testid="monitor-courier"][data-activity="idle"]');
    expect(await idle.getAttribute('data-lat')).toBe(String(path[4]?.latitude));

    // A second, shorter delivery through the API, and the customer's review of the first.
    short = await startTrip(baseUrl, account.courierToken, '55 2222 3333');
    const now = Math.floor(Date.now() / 1000) - 5;
    await sendPoints(baseUrl, account.courierToken, short.generated_trip_id, [
      { lat: 19.4326, lng: -99.1332, timestamp: now - 2 },
      { lat: 19.4329, lng: -99.1333, timestamp: now },
    ]);
    await courierStep(baseUrl, account.courierToken, short.generated_trip_id, 'end');
    await apiCall(baseUrl, 'PATCH', `/api/trips/${live.generated_trip_id}`, {
      trip: { rating: 3, selected: ['courier', 'delivery_time'], remarks: 'Fast and friendly' },
    });
  });

  it('finds both deliveries in /reports, sorts them and replays the route', async () => {
    await admin.goto(`${baseUrl}/reports?start_date=${today()}&end_date=${today()}&tiles=none`);
    await expect
      .poll(() => admin.getByTestId('total-deliveries').textContent(), { timeout: 15_000 })
      .toContain('2');
    const rows = admin.getByTestId('report-trip');
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first by default; the longer route first by distance.
    expect(await rows.first().getAttribute('data-trip-id')).toBe(short.generated_trip_id);
    await admin.getByTestId('report-sort').selectOption('distance_start_last_update');
    await expect.poll(() => rows.first().getAttribute('data-trip-id')).toBe(live.generated_trip_id);

    await rows.first().getByTestId('open-route').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByTestId('route-map').waitFor();
    await expect.poll(() => dialog.textContent()).toMatch(/\d{2}:\d{2}:\d{2}/);
    await screenshot(admin, 'dashboard-route-1280');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await screenshot(admin, 'dashboard-reports-1280');
  });

  it('downloads the CSV with both rows', async () => {
    const download = admin.waitForEvent('download');
    await admin.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`report_all-branches_all_${today()}_${today()}.csv`);
    const text = await readFile((await file.path()) as string, 'utf8');
    const rows = parseCsv(text.replace(/^\uFEFF/, ''));
    const words = reportWords('english', 'MX');
    expect(rows[0]).toEqual(CSV_COLUMNS.map((column) => words.columns[column]));
    expect(
      rows
        .slice(1)
        .map((row) => row[11])
        .sort(),
    ).toEqual(['+525512345678', '+525522223333']);
    const reviewed = rows.find((row) => row[11] === '+525512345678');
    expect(reviewed?.slice(12, 15)).toEqual(['Excellent', 'Courier, Delivery time', 'Fast and friendly']);
  });

  it('shows the review in /reviews', async () => {
    await admin.goto(`${baseUrl}/reviews`);
    const review = admin.locator(`[data-testid="review"][data-trip-id="${live.generated_trip_id}"]`);
    await review.waitFor({ timeout: 15_000 });
    expect(await review.textContent()).toContain('Fast and friendly');
    await screenshot(admin, 'dashboard-reviews-1280');
    await admin.setViewportSize({ width: 375, height: 812 });
    await screenshot(admin, 'dashboard-reviews-375');
    await admin.goto(`${baseUrl}/reports?start_date=${today()}&end_date=${today()}&tiles=none`);
    await admin.getByTestId('report-trip').first().waitFor();
    await screenshot(admin, 'dashboard-reports-375');
  });
});

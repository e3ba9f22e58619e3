import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as courierText } from '../apps/web/src/courier/i18n/en';
import { reportsEn } from '../apps/web/src/lib/i18n/reports.en';
import { en as trackingText } from '../apps/web/src/tracking/i18n/en';
import { signInAdmin } from './admin-helpers';
import { apiCall } from './api';
import { screenshot, useBrowser } from './browser';
import {
  type CourierAccount,
  courierAppUrl,
  createCourier,
  type LatLng,
  movePhoneTo,
  phoneWithGps,
  pointsRecorded,
  startDeliveryInApp,
  submitCourierLogin,
} from './courier-helpers';
import { startTestServer, type TestServer } from './server';

/*
 * Issue 15's whole journey in one run: the customer shares where they are on a 375 px phone, the
 * courier app shows that destination and the arrival estimate, the courier drives towards it
 * (simulated geolocation) and the estimate falls on both phones, the courier ends with a photo,
 * and the admin sees the photo in the reports. Its own server, whose clock the test moves on a
 * minute per stretch driven, as a real drive would take.
 */

const browser = useBrowser();
let server: TestServer;

/** Where the customer is: about 3.3 km north-east of where the courier starts. */
const HOME: LatLng = { latitude: 19.4566, longitude: -99.1212 };
/** The courier's drive towards HOME in eight stretches of about 400 m. */
const DRIVE: LatLng[] = Array.from({ length: 9 }, (_, index) => ({
  latitude: Number((19.4326 + (index * (19.4556 - 19.4326)) / 8).toFixed(6)),
  longitude: Number((-99.1332 + (index * (-99.1217 - -99.1332)) / 8).toFixed(6)),
}));

const advanceServer = (seconds: number) =>
  apiCall<{ now: number }>(server.baseUrl, 'POST', '/api/dev/clock', { advance_seconds: seconds });

/** The whole minutes a line like "Arriving in about 8 min · 2:41 PM" shows (the first number). */
const minutesIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);

describe('beyond the map: pin, estimate, drive, photo, report', () => {
  let account: CourierAccount;
  let courierContext: BrowserContext;
  let courier: Page;
  let customerContext: BrowserContext;
  let customer: Page;
  let tripId: string;

  beforeAll(async () => {
    server = await startTestServer();
    account = await createCourier(server.baseUrl, 'english');
    courierContext = await phoneWithGps(browser(), 'en-US', DRIVE[0]);
    courier = await courierContext.newPage();
    customerContext = await browser().newContext({
      locale: 'en-US',
      viewport: { width: 375, height: 812 },
      permissions: ['geolocation'],
      geolocation: HOME,
    });
    customer = await customerContext.newPage();
  });
  afterAll(async () => {
    await courierContext?.close();
    await customerContext?.close();
    await server?.stop();
  });

  const courierEta = () => courier.getByTestId('courier-eta');
  const customerEta = () => customer.getByTestId('arrival-estimate');

  it('the courier starts a delivery with only the phone number', async () => {
    await courier.goto(courierAppUrl(server.baseUrl));
    await submitCourierLogin(courier, courierText, account);
    await courier.getByRole('heading', { name: courierText['start.title'] }).waitFor();
    await startDeliveryInApp(courier, courierText, '55 4444 5555');
    await expect.poll(() => pointsRecorded(courier), { timeout: 10_000 }).toBe(1);
    const open = await apiCall<{ data: { generated_trip_id: string }[] }>(
      server.baseUrl,
      'GET',
      '/api/courier/open_trips',
      undefined,
      account.courierToken,
    );
    tripId = open.data[0]?.generated_trip_id as string;
    expect(tripId).toBeTruthy();
  });

  it('the customer shares where they are on their phone', async () => {
    await customer.goto(`${server.baseUrl}/t?id=${tripId}&tiles=none`);
    const card = customer.getByTestId('share-location');
    await card.getByRole('button', { name: trackingText['pin.share'] }).click();
    await customer.getByText(trackingText['pin.shared']).waitFor();
    const pin = customer.getByTestId('customer-pin');
    await pin.waitFor();
    expect(Number(await pin.getAttribute('data-lat'))).toBeCloseTo(HOME.latitude, 4);
    expect(Number(await pin.getAttribute('data-lng'))).toBeCloseTo(HOME.longitude, 4);
    await screenshot(customer, 'journey-customer-pin-en-375');
  });

  it("the courier's app shows the pin, a way to navigate there and the estimate", async () => {
    // The next batch's answer tells the phone where the delivery goes.
    await advanceServer(60);
    await movePhoneTo(courierContext, courier, DRIVE[1]);
    const card = courier.locator('section.c-dest');
    await card.getByRole('heading', { name: courierText['dest.title'] }).waitFor({ timeout: 15_000 });
    expect(await card.getByRole('link', { name: courierText['dest.navigate'] }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${HOME.latitude},${HOME.longitude}`,
    );
    await courierEta().waitFor({ timeout: 15_000 });
    await customerEta().waitFor({ timeout: 15_000 });
    await screenshot(courier, 'journey-courier-destination-en-375');
  });

  it('the courier drives towards the customer and the estimate falls on both phones', async () => {
    await advanceServer(60);
    await movePhoneTo(courierContext, courier, DRIVE[2]);
    await expect
      .poll(async () => minutesIn(await customerEta().textContent()), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const firstOnCustomer = minutesIn(await customerEta().textContent());
    const firstOnCourier = minutesIn(await courierEta().textContent());
    expect(firstOnCourier).toBeGreaterThan(0);
    for (const point of DRIVE.slice(3)) {
      await advanceServer(60);
      await movePhoneTo(courierContext, courier, point);
    }
    await expect
      .poll(async () => minutesIn(await customerEta().textContent()), { timeout: 15_000 })
      .toBeLessThan(firstOnCustomer);
    await expect
      .poll(async () => minutesIn(await courierEta().textContent()), { timeout: 45_000 })
      .toBeLessThan(firstOnCourier);
    await screenshot(customer, 'journey-customer-near-en-375');
  });

  it('the courier ends the delivery with a photo and the recipient’s name', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f6f5e' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    await courier.getByRole('button', { name: courierText['trip.stop'] }).click();
    await courier
      .getByTestId('proof-photo')
      .setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: photo });
    await courier.getByRole('img', { name: courierText['proof.preview'] }).waitFor();
    await courier.getByLabel(courierText['proof.recipient']).fill('Marta Ruiz');
    await courier.getByRole('button', { name: courierText['trip.stopYes'] }).click();
    await courier.getByRole('heading', { name: courierText['ended.title'] }).waitFor();
    await courier.getByText(courierText['proof.sent']).waitFor({ timeout: 20_000 });
    // The customer's page leaves the map: no pin, no time, the delivery is done.
    await customer.getByRole('heading', { name: trackingText['status.ended'] }).waitFor({ timeout: 15_000 });
    expect(await customerEta().count()).toBe(0);
    expect(await customer.getByTestId('customer-pin').count()).toBe(0);
  });

  it("the admin sees the photo in the report's route window", async () => {
    // A day either side: the report's days are the business's (Mexico City), the machine's may not be.
    const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const context = await browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await signInAdmin(page, server.baseUrl, account.admin, 'english');
      await page.goto(`${server.baseUrl}/reports?start_date=${dayOf(-1)}&end_date=${dayOf(1)}&tiles=none`);
      const row = page.locator(`[data-testid="report-trip"][data-trip-id="${tripId}"]`);
      await row.getByTestId('open-route').first().click();
      const dialog = page.getByRole('dialog');
      const image = dialog.getByRole('img', { name: reportsEn.proof.photoAlt });
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
      expect(await dialog.getByTestId('route-proof-recipient').textContent()).toBe('Marta Ruiz');
      await screenshot(page, 'journey-report-photo-en-1280');
    } finally {
      await context.close();
    }
  });
});

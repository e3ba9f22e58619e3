import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/tracking/i18n/en';
import { es } from '../apps/web/src/tracking/i18n/es';
import { screenshot, useBrowser } from './browser';
import {
  apiCall,
  type CourierAccount,
  courierStep,
  createCourier,
  route,
  sendPoints,
  startTrip,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Where the customer's phone says they are: a few streets beyond the courier's route. */
const CUSTOMER = { latitude: 19.4371, longitude: -99.1301 };

interface OpenTrip {
  generated_trip_id: string;
  destination: { lat: number; lng: number; source: string } | null;
}

/** The trip's destination as its courier receives it (GET /api/courier/open_trips). */
async function destinationOf(account: CourierAccount, tripId: string) {
  const { data } = await apiCall<{ data: OpenTrip[] }>(
    baseUrl,
    'GET',
    '/api/courier/open_trips',
    undefined,
    account.courierToken,
  );
  return data.find((trip) => trip.generated_trip_id === tripId)?.destination ?? null;
}

/** A courier on the way: a delivery with two positions, so the map shows the route. */
async function deliveryUnderWay() {
  const account = await createCourier(baseUrl, 'spanish');
  const { generated_trip_id: tripId } = await startTrip(baseUrl, account.courierToken, '55 2222 3333');
  const now = Math.floor(Date.now() / 1000);
  const [a, b] = route(2);
  await sendPoints(baseUrl, account.courierToken, tripId, [
    { lat: a?.latitude ?? 0, lng: a?.longitude ?? 0, timestamp: now - 5 },
    { lat: b?.latitude ?? 0, lng: b?.longitude ?? 0, timestamp: now - 1 },
  ]);
  return { account, tripId };
}

const pinOnMap = (page: Page) => page.getByTestId('customer-pin');
const pinPlace = async (page: Page) => ({
  lat: Number(await pinOnMap(page).getAttribute('data-lat')),
  lng: Number(await pinOnMap(page).getAttribute('data-lng')),
});
const storedPins = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('rutaviva.pin.')));

const contexts: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function openPage(browser: Browser, tripId: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/t?id=${tripId}&tiles=none`);
  await page.getByTestId('share-location').waitFor();
  return page;
}

/** Issue 15 item 1: the customer shares where they are, moves the pin, and clears it. */
describe.each([
  { name: 'en', locale: 'en-US', t: en },
  { name: 'es', locale: 'es-MX', t: es },
] as const)('the customer’s pin ($locale)', ({ name, locale, t }) => {
  const phone = { locale, viewport: { width: 375, height: 812 } };

  it('shares the phone’s position on a tap, moves with a drag, and clears it', async () => {
    const { account, tripId } = await deliveryUnderWay();
    const page = await openPage(browser(), tripId, {
      ...phone,
      permissions: ['geolocation'],
      geolocation: CUSTOMER,
    });
    await page.getByText(t['pin.prompt']).waitFor();
    expect(await pinOnMap(page).count()).toBe(0);
    await screenshot(page, `customer-pin-prompt-${name}-375`);

    await page.getByRole('button', { name: t['pin.share'] }).click();
    await pinOnMap(page).waitFor();
    await page.getByText(t['pin.shared']).waitFor();
    expect(await pinOnMap(page).getAttribute('aria-label')).toBe(t['pin.marker']);
    await expect
      .poll(() => destinationOf(account, tripId))
      .toEqual(
        expect.objectContaining({ lat: CUSTOMER.latitude, lng: CUSTOMER.longitude, source: 'customer' }),
      );
    // The public trip says there is a destination, never where.
    const open = await apiCall<Record<string, unknown>>(baseUrl, 'GET', `/api/trips/${tripId}`);
    expect(open.has_destination).toBe(true);
    expect(JSON.stringify(open)).not.toContain(String(CUSTOMER.longitude));
    await screenshot(page, `customer-pin-shared-${name}-375`);

    // Dragged a little to the right door.
    const box = await pinOnMap(page).boundingBox();
    if (!box) throw new Error('the pin is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await pinPlace(page)).lng).toBeGreaterThan(CUSTOMER.longitude);
    const moved = await pinPlace(page);
    await expect.poll(async () => (await destinationOf(account, tripId))?.lng).toBeCloseTo(moved.lng, 6);
    expect((await destinationOf(account, tripId))?.lat).toBeCloseTo(moved.lat, 6);

    // A reload shows the same pin: the page remembers its own, the server never sends it.
    await page.reload();
    await pinOnMap(page).waitFor();
    expect(await pinPlace(page)).toEqual(moved);

    await page.getByRole('button', { name: t['pin.notHere'] }).click();
    await page.getByText(t['pin.cleared']).waitFor();
    expect(await pinOnMap(page).count()).toBe(0);
    await expect.poll(() => destinationOf(account, tripId)).toBeNull();
    expect(await storedPins(page)).toEqual([]);
  });

  it('says why the position could not be had, and lets the customer tap the map instead', async () => {
    const { account, tripId } = await deliveryUnderWay();
    // No permission granted: the browser refuses the position.
    const page = await openPage(browser(), tripId, phone);
    await page.getByRole('button', { name: t['pin.share'] }).click();
    await page.getByText(t['pin.denied']).waitFor();
    await page.getByText(t['pin.tapMap']).waitFor();
    await screenshot(page, `customer-pin-denied-${name}-375`);

    const map = await page.getByTestId('route-map').boundingBox();
    if (!map) throw new Error('the map is not on screen');
    await page.mouse.click(map.x + map.width / 2, map.y + 120);
    await pinOnMap(page).waitFor();
    await page.getByText(t['pin.shared']).waitFor();
    const placed = await pinPlace(page);
    await expect
      .poll(() => destinationOf(account, tripId))
      .toEqual(expect.objectContaining({ lat: placed.lat, lng: placed.lng, source: 'customer' }));

    // From the keyboard: the pin goes to the middle of the map.
    await page.getByRole('button', { name: t['pin.centre'] }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await pinPlace(page)).lat).not.toBe(placed.lat);
    const centred = await pinPlace(page);
    await expect.poll(async () => (await destinationOf(account, tripId))?.lat).toBeCloseTo(centred.lat, 6);
  });

  it('shows on a wide screen, and is gone with the delivery', async () => {
    const { account, tripId } = await deliveryUnderWay();
    const page = await openPage(browser(), tripId, {
      locale,
      viewport: { width: 1280, height: 800 },
      permissions: ['geolocation'],
      geolocation: CUSTOMER,
    });
    await page.getByRole('button', { name: t['pin.share'] }).click();
    await pinOnMap(page).waitFor();
    await page.getByText(t['pin.shared']).waitFor();
    await screenshot(page, `customer-pin-shared-${name}-1280`);

    // Cleared elsewhere (as the courier or an admin could): after a reload the server says there
    // is no destination, and the page drops the pin it remembered.
    await apiCall(baseUrl, 'DELETE', `/api/trips/${tripId}/destination`);
    await page.reload();
    await page.getByText(t['pin.prompt']).waitFor();
    expect(await pinOnMap(page).count()).toBe(0);
    expect(await storedPins(page)).toEqual([]);
    await page.getByRole('button', { name: t['pin.share'] }).click();
    await pinOnMap(page).waitFor();

    await courierStep(baseUrl, account.courierToken, tripId, 'end');
    await page.getByRole('heading', { name: t['status.ended'] }).waitFor();
    expect(await page.getByTestId('share-location').count()).toBe(0);
    expect(await pinOnMap(page).count()).toBe(0);
    await expect.poll(() => storedPins(page)).toEqual([]);
    const ended = await apiCall<Record<string, unknown>>(baseUrl, 'GET', `/api/trips/${tripId}`);
    expect(ended.has_destination).toBe(false);
  });
});

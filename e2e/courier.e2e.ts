import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { es } from '../apps/web/src/courier/i18n/es';
import { screenshot, useBrowser } from './browser';
import {
  apiCall,
  type CourierAccount,
  courierAppUrl,
  createCourier,
  type LatLng,
  movePhoneTo,
  phoneWithGps,
  pointsRecorded,
  queuedPoints,
  route,
  startDeliveryInApp,
  submitCourierLogin,
  waitForOfflineSupport,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
const COURIER_URL = courierAppUrl(baseUrl);

const browser = useBrowser();

interface Route {
  all_coordinates: { lat: number; lng: number }[];
  coordinates_timestamps: number[];
}

describe('courier PWA: a delivery that goes offline and reloads mid-trip', () => {
  let account: CourierAccount;
  let context: BrowserContext;
  let page: Page;
  let trip: { trip_id: string; generated_trip_id: string };
  let watcherContext: BrowserContext;
  let watcher: Page;
  const streamEvents = () =>
    watcher.evaluate(
      () => (window as unknown as { streamEvents: { event: string; data: unknown }[] }).streamEvents,
    );
  const path = route(11);
  /** The points the page was moved through, in order; each must reach the server exactly once. */
  const visited: LatLng[] = [];

  beforeAll(async () => {
    account = await createCourier(baseUrl, 'spanish');
    context = await phoneWithGps(browser(), 'es-MX', path[0]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Moves the emulated phone and waits until the app has recorded the new point. */
  async function moveTo(point: LatLng | undefined) {
    await movePhoneTo(context, page, point);
    visited.push(point as LatLng);
  }

  it('logs in with username and password and stays logged in', async () => {
    await page.goto(COURIER_URL);
    await page.getByRole('heading', { name: es['login.title'] }).waitFor();
    await submitCourierLogin(page, es, { username: account.username, password: 'not-the-password' });
    await page.getByText(es['login.invalidCredentials']).waitFor();

    await page.getByLabel(es['login.password'], { exact: true }).fill(account.password);
    await page.getByRole('button', { name: es['login.submit'], exact: true }).click();
    await page.getByRole('heading', { name: es['start.title'] }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: es['start.title'] }).waitFor();
    await waitForOfflineSupport(page);
  });

  it('refuses a number that is not a phone number without calling the server', async () => {
    await page.getByLabel(es['start.phone']).fill('12');
    await page.getByRole('button', { name: es['start.submit'] }).click();
    await page.getByText(es['start.invalidPhone']).waitFor();
  });

  it('starts a delivery with a Mexican number typed without its country code', async () => {
    await page.getByLabel(es['start.phone']).fill('55 1234 5678');
    const started = page.waitForResponse(
      (response) => response.url().endsWith('/api/trips') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: es['start.submit'] }).click();
    const response = await started;
    expect(response.status()).toBe(201);
    trip = await response.json();
    await page.getByRole('heading', { name: es['trip.title'] }).waitFor();
    await expect.poll(() => page.getByText('55 1234 5678', { exact: true }).count()).toBeGreaterThan(0);

    // A second page, like a customer's tracking page, holds the trip's stream open from now on.
    watcherContext = await browser().newContext();
    watcher = await watcherContext.newPage();
    await watcher.goto(`${baseUrl}/about_us`);
    await watcher.evaluate((url) => {
      const seen: { event: string; data: unknown }[] = [];
      (window as unknown as { streamEvents: typeof seen }).streamEvents = seen;
      const source = new EventSource(url);
      for (const name of ['trip', 'coordinates', 'arrived', 'ended']) {
        source.addEventListener(name, (event) => {
          seen.push({ event: name, data: JSON.parse((event as MessageEvent).data) });
          if (name === 'ended') source.close();
        });
      }
    }, `${baseUrl}/api/trips/${trip.generated_trip_id}/stream`);
    await expect.poll(() => streamEvents().then((events) => events.length)).toBeGreaterThan(0);

    // The first fix is where the phone already is.
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);
    visited.push(path[0] as LatLng);
  });

  it('sends points in batches while online', async () => {
    for (const point of path.slice(1, 4)) await moveTo(point);
    await expect.poll(() => queuedPoints(page), { timeout: 10_000 }).toBe(0);
    await page.getByText(es['net.synced']).waitFor();
  });

  it('keeps recording offline, shows the queue, and survives a reload', async () => {
    await context.setOffline(true);
    await page.getByText(es['net.offlineBody']).waitFor();
    for (const point of path.slice(4, 7)) await moveTo(point);
    await expect.poll(() => queuedPoints(page)).toBe(3);
    await page.getByText(es['net.queued_other'].replace('{{count}}', '3')).waitFor();

    // The service worker serves the app; the trip and its queue come back from IndexedDB.
    await page.reload();
    await page.getByRole('heading', { name: es['trip.title'] }).waitFor();
    await expect.poll(() => pointsRecorded(page)).toBe(7);
    await expect.poll(() => queuedPoints(page)).toBe(3);
    await page.getByText(es['net.offlineBody']).waitFor();

    for (const point of path.slice(7, 9)) await moveTo(point);
    await expect.poll(() => queuedPoints(page)).toBe(5);
  });

  it('sends everything queued, once, when the connection returns', async () => {
    await context.setOffline(false);
    await expect.poll(() => queuedPoints(page), { timeout: 15_000 }).toBe(0);
    await page.getByText(es['net.synced']).waitFor();
  });

  it('marks the arrival, then stops the delivery with notes', async () => {
    await moveTo(path[9]);
    await page.getByRole('button', { name: es['trip.arrived'] }).click();
    await page.getByText(es['trip.arrivedAt'].split('{{')[0] ?? '').waitFor();
    await moveTo(path[10]);

    // Every point reached the server once and in order, before the delivery ends.
    const query = new URLSearchParams({
      generated_trip_id: trip.generated_trip_id,
      trip_id: trip.trip_id,
      retrieve_what: 'coordinates',
      after: '0',
    });
    const expected = visited.map((point) => ({ lat: point.latitude, lng: point.longitude }));
    await expect
      .poll(
        async () =>
          (await apiCall<Route>(baseUrl, 'GET', `/subsequent_coordinates?${query}`)).all_coordinates,
        {
          timeout: 10_000,
        },
      )
      .toEqual(expected);
    const stored = await apiCall<Route>(baseUrl, 'GET', `/subsequent_coordinates?${query}`);
    for (let index = 1; index < stored.coordinates_timestamps.length; index++) {
      expect(stored.coordinates_timestamps[index]).toBeGreaterThan(
        stored.coordinates_timestamps[index - 1] ?? 0,
      );
    }

    await page.getByLabel(es['trip.notes']).fill('Dejé el pedido con el portero');
    await page.getByRole('button', { name: es['trip.stop'] }).click();
    const ended = page.waitForResponse((response) =>
      response.url().endsWith(`/${trip.generated_trip_id}/end`),
    );
    await page.getByRole('button', { name: es['trip.stopYes'] }).click();
    expect((await ended).status()).toBe(200);
    await page.getByRole('heading', { name: es['ended.title'] }).waitFor();
    await page.getByText(es['ended.synced']).waitFor();
    await page.getByText(es['trips.delivered']).first().waitFor();
  });

  it('stored the trip as arrived, ended and valid, and the public link no longer shows the route', async () => {
    const query = new URLSearchParams({
      generated_trip_id: trip.generated_trip_id,
      trip_id: trip.trip_id,
      retrieve_what: 'coordinates',
      after: '0',
    });
    const stored = await apiCall<Route>(baseUrl, 'GET', `/subsequent_coordinates?${query}`);
    expect(stored).toEqual({ all_coordinates: [], coordinates_timestamps: [] });

    const { data } = await apiCall<{ data: Record<string, unknown>[] }>(
      baseUrl,
      'GET',
      '/api/courier/trips',
      undefined,
      account.courierToken,
    );
    const saved = data.find((item) => item.trip_id === trip.trip_id);
    expect(saved).toMatchObject({ valid: true, delivery_user_notes: 'Dejé el pedido con el portero' });
    expect(saved?.arrived_time).toEqual(expect.any(Number));
    expect(saved?.end_time).toEqual(expect.any(Number));
  });

  it('showed every point live on a second page holding the stream open, in order, then arrival and end', async () => {
    await expect
      .poll(() => streamEvents().then((events) => events.at(-1)?.event), { timeout: 10_000 })
      .toBe('ended');
    const events = await streamEvents();
    expect(events[0]?.event).toBe('trip');
    const streamed: { lat: number; lng: number; timestamp: number }[] = [];
    const first = events[0]?.data as {
      all_coordinates: { lat: number; lng: number }[];
      coordinates_timestamps: number[];
    };
    first.all_coordinates.forEach((point, index) => {
      streamed.push({ ...point, timestamp: first.coordinates_timestamps[index] ?? 0 });
    });
    for (const event of events.filter((each) => each.event === 'coordinates')) {
      streamed.push(...(event.data as { points: { lat: number; lng: number; timestamp: number }[] }).points);
    }
    expect(streamed.map(({ lat, lng }) => ({ lat, lng }))).toEqual(
      visited.map((point) => ({ lat: point.latitude, lng: point.longitude })),
    );
    const times = streamed.map((point) => point.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(events.map((each) => each.event).filter((name) => name !== 'coordinates')).toEqual([
      'trip',
      'arrived',
      'ended',
    ]);
    await watcherContext.close();
  });
});

describe('courier PWA: location blocked', () => {
  it('tells the courier that location is blocked when a delivery starts without permission', async () => {
    const account = await createCourier(baseUrl, 'spanish');
    const context = await browser().newContext({ locale: 'es-MX', viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      await page.goto(COURIER_URL);
      await submitCourierLogin(page, es, account);
      await startDeliveryInApp(page, es, '55 1234 5678');
      await page.getByText(es['gps.deniedBody']).waitFor();
      await screenshot(page, 'courier-location-blocked-es-375');
    } finally {
      await context.close();
    }
  });
});

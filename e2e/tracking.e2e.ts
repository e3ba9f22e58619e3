import { formatDurationBetween, formatKm, formatTimeOfDay } from '@rutaviva/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/tracking/i18n/en';
import { es } from '../apps/web/src/tracking/i18n/es';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import {
  apiCall,
  type CourierAccount,
  courierStep,
  createCourier,
  type LatLng,
  route,
  sendPoints,
} from './courier-helpers';

const baseUrl = inject('baseUrl');

const browser = useBrowser();
let account: CourierAccount;

beforeAll(async () => {
  account = await createCourier(baseUrl, 'spanish');
});

interface PublicTrip {
  generated_trip_id: string;
  courier_phone?: string | null;
}

/** A browser context that answers nothing outside the test server, and records what was tried. */
async function offlineContext(options: Parameters<Browser['newContext']>[0]) {
  const context = await browser().newContext(options);
  const outside: string[] = [];
  await context.route('**/*', (request) => {
    const url = request.request().url();
    if (url.startsWith(baseUrl) || url.startsWith('data:')) return request.continue();
    outside.push(url);
    return request.abort();
  });
  return { context, outside };
}

let clock = Math.floor(Date.now() / 1000) - 600;

/** Posts points as the courier app would, one second apart (the server keeps one point a second). */
async function postPoints(generatedTripId: string, points: LatLng[]) {
  return sendPoints(
    baseUrl,
    account.courierToken,
    generatedTripId,
    points.map((point) => {
      clock += 1;
      return { lat: point.latitude, lng: point.longitude, timestamp: clock };
    }),
  );
}

const courierAction = (generatedTripId: string, action: 'arrival' | 'end') =>
  courierStep(baseUrl, account.courierToken, generatedTripId, action);

const pointCount = (page: Page) =>
  page.getByTestId('route-map').getAttribute('data-point-count').then(Number);
const distance = (page: Page) => page.getByTestId('distance').textContent();
const routePath = (page: Page) => page.locator('.leaflet-overlay-pane path').first().getAttribute('d');
const markerPosition = (page: Page) =>
  page.locator('.tp-courier').evaluate((marker) => (marker as HTMLElement).style.transform);

/** Waits until the marker has finished gliding: two looks in a row find it in one place. */
async function markerAtRest(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await markerPosition(page);
        const still = now === last;
        last = now;
        return still;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
}

/** Every duration on the page carries its unit: "< 1 min", "34 min", "1 h", "1 h 5 min". */
const DURATION = /^(< 1 min|\d+ min|\d+ h|\d+ h \d+ min)$/;
/** The customer's phone and the test agree on the time zone, so times of day can be compared. */
const TIME_ZONE = 'America/Mexico_City';

interface TripTimes {
  start_time: number;
  arrived_time: number | null;
  end_time: number | null;
  distance_km: number;
}

describe.each([
  { name: 'es', language: 'spanish', locale: 'es-MX', viewport: { width: 375, height: 812 }, t: es },
  { name: 'en', language: 'english', locale: 'en-US', viewport: { width: 1280, height: 800 }, t: en },
] as const)('tracking page /t ($locale, $viewport.width px)', ({ name, language, locale, viewport, t }) => {
  let context: BrowserContext;
  let page: Page;
  let outside: string[];
  let trip: { generated_trip_id: string };
  const path = route(8);
  const phone = viewport.width < 900;
  const panel = () => page.getByTestId('status-panel');
  const expanded = () => panel().getAttribute('data-expanded');
  const published = () =>
    apiCall<PublicTrip & TripTimes>(baseUrl, 'GET', `/api/trips/${trip.generated_trip_id}`);

  beforeAll(async () => {
    // bypassCSP lets axe-core's script in; the page itself runs under its usual policy otherwise.
    ({ context, outside } = await offlineContext({
      locale,
      viewport,
      timezoneId: TIME_ZONE,
      bypassCSP: true,
    }));
    await context.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    page = await context.newPage();
    trip = await apiCall(
      baseUrl,
      'POST',
      '/api/trips',
      { customer_phone_number: '55 2222 2222' },
      account.courierToken,
    );
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the not-found sentence for an unknown id', async () => {
    await page.goto(`${baseUrl}/t?id=no-such-trip&tiles=none`);
    await page.getByRole('heading', { name: t['page.notFound'] }).waitFor();
    await screenshot(page, `tracking-${name}-not-found`);
  });

  it('fills the screen with the map, the status over it, and moves the courier live', async () => {
    // Recent points, so the page shows them as live (older than 2 min they read as stale; issue 15).
    clock = Math.max(clock, Math.floor(Date.now() / 1000) - 20);
    await postPoints(trip.generated_trip_id, path.slice(0, 2));
    await page.goto(`${baseUrl}/t?id=${trip.generated_trip_id}&tiles=none`);
    await page.getByRole('heading', { name: t['status.onTheWay'].replace('{{name}}', 'Luis P.') }).waitFor();
    await expect.poll(() => pointCount(page)).toBe(2);
    await page.locator('.tp-courier').waitFor();
    await expect.poll(() => page.getByText(t['status.live'], { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: t['map.zoomIn'], exact: true }).count()).toBe(1);

    // The map runs from under the header to the bottom edge, across the whole width.
    const map = await page.getByTestId('route-map').boundingBox();
    const header = await page.locator('.tp-header').boundingBox();
    expect(map).toMatchObject({ x: 0, width: viewport.width });
    expect(Math.round(map?.y ?? 0)).toBe(Math.round((header?.y ?? 0) + (header?.height ?? 0)));
    expect(Math.round((map?.y ?? 0) + (map?.height ?? 0))).toBe(viewport.height);
    // The courier is drawn where the panel leaves the map visible.
    const marker = await page.locator('.tp-courier').boundingBox();
    const status = await panel().boundingBox();
    if (phone) expect((marker?.y ?? 0) + (marker?.height ?? 0)).toBeLessThan(status?.y ?? 0);
    else expect(marker?.x ?? 0).toBeGreaterThan((status?.x ?? 0) + (status?.width ?? 0));
    expect(await page.getByTestId('duration').textContent()).toMatch(DURATION);

    const before = {
      distance: await distance(page),
      route: await routePath(page),
      marker: await markerPosition(page),
    };
    await postPoints(trip.generated_trip_id, path.slice(2, 6));
    await expect.poll(() => pointCount(page), { timeout: 10_000 }).toBe(6);
    await expect.poll(() => distance(page)).not.toBe(before.distance);
    await expect.poll(() => routePath(page)).not.toBe(before.route);
    await expect.poll(() => markerPosition(page)).not.toBe(before.marker);
    expect(await distance(page)).toBe(formatKm((await published()).distance_km, language));

    // The same points again (a courier's retry) change nothing. The stream keeps its order, so
    // once the next new point is on the page, any duplicate would have arrived before it.
    clock -= 4;
    expect((await postPoints(trip.generated_trip_id, path.slice(2, 6))).point_count).toBe(6);
    await postPoints(trip.generated_trip_id, path.slice(6, 7));
    await expect.poll(() => pointCount(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(7);
    expect(await pointCount(page)).toBe(7);
    await markerAtRest(page);
    await screenshot(page, `tracking-${name}-on-the-way`);
    // Nothing moved while the map, the branding and the points arrived.
    expect(
      await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
    ).toBeLessThan(0.01);
  });

  it(
    phone
      ? 'pulls the status panel up and down by drag, click and keyboard'
      : 'docks the status beside the map, always open',
    async () => {
      const call = page.getByRole('link', { name: t['trip.call'] });
      if (phone) {
        // Closed: the details are off the screen and out of reach of Tab and screen readers.
        expect(await expanded()).toBe('false');
        expect(await call.evaluate((link) => link.matches('[inert] *'))).toBe(true);
        const handle = await page.getByRole('button', { name: t['sheet.expand'] }).boundingBox();
        const x = (handle?.x ?? 0) + (handle?.width ?? 0) / 2;
        const y = (handle?.y ?? 0) + (handle?.height ?? 0) / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x, y - 320, { steps: 40 });
        await page.mouse.up();
        await expect.poll(expanded).toBe('true');
        await call.waitFor();
        await expect
          .poll(async () => {
            const box = await call.boundingBox();
            return (box?.y ?? viewport.height) + (box?.height ?? 0) <= viewport.height;
          })
          .toBe(true);
        await screenshot(page, `tracking-${name}-panel-open`);

        const collapse = page.getByRole('button', { name: t['sheet.collapse'] });
        await collapse.focus();
        await page.keyboard.press('Enter');
        await expect.poll(expanded).toBe('false');
        await page.keyboard.press('ArrowUp');
        await expect.poll(expanded).toBe('true');
        await page.keyboard.press('Escape');
        await expect.poll(expanded).toBe('false');
        await page.getByRole('button', { name: t['sheet.expand'] }).click();
        await expect.poll(expanded).toBe('true');
      } else {
        expect(await expanded()).toBe('true');
        expect(await page.getByRole('button', { name: t['sheet.expand'] }).count()).toBe(0);
        const status = await panel().boundingBox();
        expect(status?.width).toBeLessThan(viewport.width / 2);
      }

      const shown = await published();
      // The test courier has a cell phone, so both contact links must be there.
      expect(shown.courier_phone).toMatch(/^\+\d{8,15}$/);
      expect(await call.getAttribute('href')).toBe(`tel:${shown.courier_phone}`);
      const whatsapp = await page.getByRole('link', { name: t['trip.whatsapp'] }).getAttribute('href');
      expect(whatsapp).toBe(`https://wa.me/${shown.courier_phone?.replace(/\D/g, '')}`);
      expect(await accessibilityFindings(page)).toEqual([]);
    },
  );

  it('shows the arrival with its time of day and the trip time, then the delivered state', async () => {
    if (phone) {
      await page.getByRole('button', { name: t['sheet.collapse'] }).click();
      await expect.poll(expanded).toBe('false');
    }
    await courierAction(trip.generated_trip_id, 'arrival');
    await page.getByRole('heading', { name: t['status.arrived'].replace('{{name}}', 'Luis P.') }).waitFor();
    // At the door the panel opens by itself: the courier's number matters more than the map.
    await expect.poll(expanded).toBe('true');
    const arrived = await published();
    const arrivedAt = formatTimeOfDay(arrived.arrived_time ?? 0, language, TIME_ZONE);
    expect(await page.getByTestId('arrived-at').textContent()).toBe(arrivedAt);
    expect(await page.getByTestId('duration').textContent()).toMatch(DURATION);
    await page.getByText(t['status.arrivedNote']).waitFor();
    await screenshot(page, `tracking-${name}-arrived`);

    await courierAction(trip.generated_trip_id, 'end');
    await page.getByRole('heading', { name: t['status.ended'] }).waitFor();
    expect(await page.getByTestId('route-map').count()).toBe(0);
    const ended = await published();
    await page.getByText(t['status.delivered'].replace('{{name}}', 'Luis P.')).waitFor();
    expect(await page.getByTestId('arrived-at').textContent()).toBe(arrivedAt);
    const duration = await page.getByTestId('duration').textContent();
    expect(duration).toMatch(DURATION);
    expect(duration).toBe(formatDurationBetween(ended.start_time, ended.arrived_time ?? 0));
    expect(await distance(page)).toBe(formatKm(ended.distance_km, language));
    expect(await accessibilityFindings(page)).toEqual([]);
    await screenshot(page, `tracking-${name}-ended`);

    await page.getByRole('button', { name: t['review.open'] }).click();
    const dialog = page.getByRole('dialog', { name: t['review.title'] });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t['review.rating_3'] }).click();
    await dialog.getByRole('button', { name: t['review.choice.courier'] }).click();
    expect(
      await dialog.getByRole('button', { name: t['review.choice.courier'] }).getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page, `tracking-${name}-review`);
    await dialog.getByRole('button', { name: t['review.close'] }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sends the review once and thanks the customer; a second review is refused', async () => {
    await page.getByRole('button', { name: t['review.open'] }).click();
    const dialog = page.getByRole('dialog', { name: t['review.title'] });
    // The draft of the previous test (excellent, courier) is still there after closing.
    expect(
      await dialog.getByRole('button', { name: t['review.rating_3'] }).getAttribute('aria-pressed'),
    ).toBe('true');
    await dialog.getByRole('button', { name: t['review.rating_1'] }).click();
    await dialog.getByRole('button', { name: t['review.choice.courier'] }).click();
    await dialog.getByRole('button', { name: t['review.choice.delivery_time'] }).click();
    await dialog.getByLabel(t['review.improvement']).fill('Llegar más rápido');
    // A dropped connection: the error shows and nothing the customer typed is lost.
    const reviewUrl = `${baseUrl}/api/trips/${trip.generated_trip_id}`;
    await page.route(reviewUrl, (route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionfailed') : route.continue(),
    );
    await dialog.getByRole('button', { name: t['review.submit'] }).click();
    await dialog.getByText(t['review.failed']).waitFor();
    expect(await dialog.getByLabel(t['review.improvement']).inputValue()).toBe('Llegar más rápido');
    await page.unroute(reviewUrl);

    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/trips/${trip.generated_trip_id}`) &&
        response.request().method() === 'PATCH',
    );
    await dialog.getByRole('button', { name: t['review.submit'] }).click();
    expect((await sent).status()).toBe(200);
    await page.getByText(t['review.thanks']).waitFor();
    const fact = page.getByTestId('reward-fact');
    await fact.getByRole('heading', { name: t['fact.title'] }).waitFor();
    expect(await fact.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: t['review.open'] }).count()).toBe(0);

    const stored = await (await fetch(`${baseUrl}/api/trips/${trip.generated_trip_id}`)).json();
    expect(stored).toMatchObject({ rating: 1, selected: ['delivery_time'] });
    const again = await fetch(`${baseUrl}/api/trips/${trip.generated_trip_id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trip: { rating: 3, selected: [] } }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('You can only rate your delivery once per delivery.');
  });

  it('loads nothing from outside the server', () => {
    expect(outside).toEqual([]);
  });
});

describe('/track-demo', () => {
  it('drives a simulated courier to the door and ends, even when no map tile loads', async () => {
    const { context, outside } = await offlineContext({
      locale: 'en-US',
      viewport: { width: 375, height: 812 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/track-demo?interval=150`);
      await page.getByTestId('demo-banner').waitFor();
      await page
        .getByRole('heading', { name: en['status.onTheWay'].replace('{{name}}', 'Ana L.') })
        .waitFor();
      await expect.poll(() => pointCount(page)).toBeGreaterThan(3);
      const marker = await markerPosition(page);
      const count = await pointCount(page);
      await expect.poll(() => pointCount(page)).toBeGreaterThan(count);
      await expect.poll(() => markerPosition(page)).not.toBe(marker);
      await screenshot(page, 'tracking-demo-on-the-way');

      await page.getByRole('heading', { name: en['status.ended'] }).waitFor({ timeout: 20_000 });
      await screenshot(page, 'tracking-demo-ended');
      await page.getByRole('button', { name: en['review.open'] }).click();
      await page.getByRole('button', { name: en['review.submit'] }).click();
      await page.getByText(en['review.pickRating']).waitFor();
      await page.getByRole('button', { name: en['review.rating_3'] }).click();
      await page.getByRole('button', { name: en['review.submit'] }).click();
      await page.getByText(en['review.thanks']).waitFor();
      // Tiles were asked of OpenStreetMap (and refused here); nothing else left the server.
      expect(outside.every((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);

      await page.getByRole('button', { name: en['demo.restart'] }).click();
      await page
        .getByRole('heading', { name: en['status.onTheWay'].replace('{{name}}', 'Ana L.') })
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the server serves the tracking entry at exact paths only', () => {
  it.each([
    ['/t', true],
    ['/t/', true],
    ['/track-demo', true],
    ['/t/other', false],
    ['/team', false],
    ['/terms_and_conditions', false],
  ])('%s → tracking entry: %s', async (url, tracking) => {
    const html = await (await fetch(`${baseUrl}${url}`)).text();
    expect(html.includes('/assets/tracking-')).toBe(tracking);
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Dictionary, en } from '../apps/web/src/courier/i18n/en';
import { es } from '../apps/web/src/courier/i18n/es';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import {
  apiCall,
  type CourierAccount,
  courierAppUrl,
  createCourier,
  type LatLng,
  movePhoneTo,
  nextSecond,
  phoneWithGps,
  pointsRecorded,
  route,
  startDeliveryInApp,
  submitCourierLogin,
} from './courier-helpers';
import {
  endedTrip,
  openTripIds,
  postPoints,
  startTripThroughApi,
  storedTrack,
} from './courier-resume-helpers';

const baseUrl = inject('baseUrl');
const COURIER_URL = courierAppUrl(baseUrl);
const path = route(12);

const browser = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

type Text = Dictionary;

/** A phone that has never seen this courier: a fresh context, as after cleared browser data. */
async function freshPhone(locale: string, at: LatLng | undefined = path[0]) {
  // axe is injected as an inline script, which the app's policy rightly refuses.
  const context = await phoneWithGps(browser(), locale, at, { bypassCSP: true });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

async function logIn(page: Page, account: CourierAccount, text: Text) {
  await page.goto(COURIER_URL);
  await submitCourierLogin(page, text, account);
  await page.getByRole('heading', { name: text['start.title'] }).waitFor();
}

/** The same state at 375 and 1280 px; with `alsoIn`, in that language too (the header's switch). */
async function shoot(page: Page, state: string, tag: 'en' | 'es', alsoIn?: 'en' | 'es') {
  for (const language of alsoIn ? [tag, alsoIn] : [tag]) {
    if (language !== tag)
      await page.getByRole('button', { name: language === 'en' ? 'English' : 'Español' }).click();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await screenshot(page, `courier-${state}-${language}-${width}`);
    }
  }
  if (alsoIn) await page.getByRole('button', { name: tag === 'en' ? 'English' : 'Español' }).click();
  await page.setViewportSize({ width: 375, height: 812 });
}

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));

const journeys = [
  { name: 'English', locale: 'en-US', text: en, tag: 'en', language: 'english' },
  { name: 'Spanish', locale: 'es-MX', text: es, tag: 'es', language: 'spanish' },
] as const;

describe.each(journeys)('a delivery under way, in $name', ({ locale, text, tag, language }) => {
  it('is offered first on a fresh phone, resumes its trip screen, arrives and ends', async () => {
    const account = await createCourier(baseUrl, language);
    // Another phone started it and sent three points, then was lost.
    const trip = await startTripThroughApi(account, '55 1234 5678');
    await postPoints(account, trip.generated_trip_id, path.slice(0, 3), 30);

    const { context, page } = await freshPhone(locale, path[3]);
    await logIn(page, account, text);
    const offer = page.getByRole('heading', { name: text['open.title_one'], exact: true });
    await offer.waitFor();
    await page.getByText('55 1234 5678').first().waitFor();
    const offerTop = (await offer.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const startTop = (await page.getByRole('heading', { name: text['start.title'] }).boundingBox())?.y ?? 0;
    expect(offerTop).toBeLessThan(startTop);
    expect(await accessibilityFindings(page)).toEqual([]);
    await shoot(page, 'resume-offer', tag);

    await page
      .getByRole('button', {
        name: fill(text['trips.continueLabel'], { phone: '55 1234 5678' }),
        exact: true,
      })
      .click();
    await page.getByRole('heading', { name: text['trip.title'] }).waitFor();
    // The route goes on from the server's three points with this phone's first fix.
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(4);
    await movePhoneTo(context, page, path[4]);
    await shoot(page, 'resumed', tag);

    await page.getByRole('button', { name: text['trip.arrived'] }).click();
    await page.getByText(text['trip.arrivedAt'].split('{{')[0] ?? '').waitFor();
    await page.getByRole('button', { name: text['trip.stop'] }).click();
    await page.getByRole('button', { name: text['trip.stopYes'] }).click();
    await page.getByRole('heading', { name: text['ended.title'] }).waitFor();
    await page.getByText(text['ended.synced']).waitFor();

    const saved = await endedTrip(account, trip.trip_id);
    expect(saved).toMatchObject({ valid: true, ended_by_role: 'courier', point_count: 5 });
    expect(saved.arrived_time).toEqual(expect.any(Number));
    expect(await openTripIds(account)).toEqual([]);
  });

  it('reopens from a tap on today’s list', async () => {
    const account = await createCourier(baseUrl, language);
    const trip = await startTripThroughApi(account, '55 2468 1357');
    const { page } = await freshPhone(locale);
    await logIn(page, account, text);
    const row = page.locator('.c-trip-row--open', { hasText: '55 2468 1357' });
    expect(await row.evaluate((element) => element.tagName)).toBe('BUTTON');
    expect(await row.textContent()).toContain(text['trips.continue']);
    await row.click();
    await page.getByRole('heading', { name: text['trip.title'] }).waitFor();
    await page.getByText('55 2468 1357').waitFor();
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);
    expect(await openTripIds(account)).toEqual([trip.generated_trip_id]);
  });

  it('asks before starting another: cancel starts nothing, keep goes back, end ends the first', async () => {
    const account = await createCourier(baseUrl, language);
    const first = await startTripThroughApi(account, '55 1111 2222');
    const one = await freshPhone(locale);
    await logIn(one.page, account, text);
    await one.page.getByRole('heading', { name: text['open.title_one'], exact: true }).waitFor();

    const dialog = one.page.getByRole('dialog', { name: text['open.dialogTitle_one'] });
    const ask = async (page: Page) => {
      await page.getByLabel(text['start.phone']).fill('55 3333 4444');
      await page.getByRole('button', { name: text['start.submit'] }).click();
    };
    await ask(one.page);
    await dialog.waitFor();
    await dialog.getByText('55 1111 2222').waitFor();
    expect(await accessibilityFindings(one.page)).toEqual([]);
    await shoot(one.page, 'start-dialog', tag);

    await dialog.getByRole('button', { name: text['open.cancel'] }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await openTripIds(account)).toEqual([first.generated_trip_id]);

    await ask(one.page);
    await dialog.getByRole('button', { name: text['open.keepReturn'] }).click();
    // The home screen and its dialog leave before the trip screen alone shows the phone.
    await dialog.waitFor({ state: 'hidden' });
    await one.page
      .getByRole('heading', { name: text['open.title_one'], exact: true })
      .waitFor({ state: 'hidden' });
    await one.page.getByRole('heading', { name: text['trip.title'] }).waitFor();
    await one.page.getByText('55 1111 2222').waitFor();
    await expect.poll(() => pointsRecorded(one.page), { timeout: 10_000 }).toBe(1);
    expect(await openTripIds(account)).toEqual([first.generated_trip_id]);

    // A second phone ends it to start the new one.
    const two = await freshPhone(locale);
    await logIn(two.page, account, text);
    await ask(two.page);
    const second = two.page.waitForResponse(
      (response) => response.url().endsWith('/api/trips') && response.request().method() === 'POST',
    );
    await two.page
      .getByRole('dialog', { name: text['open.dialogTitle_one'] })
      .getByRole('button', { name: text['open.end_one'] })
      .click();
    const started = (await (await second).json()) as { generated_trip_id: string };
    await two.page.getByRole('heading', { name: text['trip.title'] }).waitFor();
    await two.page.getByText('55 3333 4444').waitFor();
    expect(await openTripIds(account)).toEqual([started.generated_trip_id]);
    expect(await endedTrip(account, first.trip_id)).toMatchObject({ valid: true, ended_by_role: 'courier' });

    // The first phone hears it when its next point is refused, and says where it ended.
    await nextSecond(one.page);
    await one.context.setGeolocation(path[1] as LatLng);
    await one.page.getByRole('heading', { name: text['ended.title'] }).waitFor({ timeout: 15_000 });
    await one.page.getByText(text['ended.otherPhone']).waitFor();
    await shoot(one.page, 'ended-elsewhere', tag);
  });
});

describe('a phone updated in the middle of a delivery', () => {
  it('keeps the delivery it saved before this version, on screen at once', async () => {
    const account = await createCourier(baseUrl, 'english');
    const trip = await startTripThroughApi(account, '55 1357 2468');
    const { page } = await freshPhone('en-US');
    await logIn(page, account, en);
    await page.getByRole('heading', { name: en['open.title_one'], exact: true }).waitFor();
    // What the earlier version kept: one trip under the key `trip`, and nothing under `trips`.
    const courierId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('courier_session') ?? '{}') as { courier: { id: string } }).courier
          .id,
    );
    await page.evaluate(
      ({ trip, courierId }) =>
        new Promise<void>((done, fail) => {
          const open = indexedDB.open('rutaviva-courier');
          open.onerror = () => fail(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('state', 'readwrite');
            tx.objectStore('state').delete('trips');
            tx.objectStore('state').put(
              {
                courier_id: courierId,
                trip_id: trip.trip_id,
                generated_trip_id: trip.generated_trip_id,
                tracking_url: `${location.origin}/t?id=${trip.generated_trip_id}`,
                customer_phone_number: '+525513572468',
                started_at: Math.floor(Date.now() / 1000) - 60,
                arrived_at: null,
                ended_at: null,
                last_point: null,
                point_count: 0,
                distance_km: 0,
              },
              'trip',
            );
            tx.oncomplete = () => {
              open.result.close();
              done();
            };
            tx.onerror = () => fail(tx.error);
          };
        }),
      { trip, courierId },
    );
    await page.reload();
    await page.getByRole('heading', { name: en['trip.title'] }).waitFor();
    await page.getByText('55 1357 2468').waitFor();
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);
  });
});

describe('a delivery ended from the monitor', () => {
  it('tells the courier who ended it', async () => {
    const account = await createCourier(baseUrl, 'english');
    const { context, page } = await freshPhone('en-US');
    await logIn(page, account, en);
    await startDeliveryInApp(page, en, '55 1234 5678');
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);
    const [trip] = await openTripIds(account);
    await apiCall(
      baseUrl,
      'POST',
      `/api/trips/${trip}/admin_end`,
      { note: 'Phone battery died' },
      account.adminToken,
    );

    // Within a minute the app reads the open list again; a refused point tells it at once.
    await nextSecond(page);
    await context.setGeolocation(path[1] as LatLng);
    await page.getByRole('heading', { name: en['ended.title'] }).waitFor({ timeout: 15_000 });
    await page.getByText(fill(en['ended.byAdmin'], { name: 'Ana López' })).waitFor({ timeout: 15_000 });
    await page.locator('.c-badge--endedByAdmin', { hasText: en['trips.endedByAdmin'] }).waitFor();
    await shoot(page, 'ended-by-admin', 'en', 'es');
  });
});

describe('several deliveries at once', () => {
  it('lists them all, switches between them and records positions for each', async () => {
    const account = await createCourier(baseUrl, 'spanish');
    await apiCall(baseUrl, 'PATCH', '/api/business', { allow_several_trips: true }, account.adminToken);
    const { context, page } = await freshPhone('es-MX');
    await logIn(page, account, es);
    await startDeliveryInApp(page, es, '55 1111 2222');
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);

    await page.getByRole('button', { name: es['open.another'] }).click();
    await page.getByRole('heading', { name: es['open.title_one'], exact: true }).waitFor();
    await page.getByLabel(es['start.phone']).fill('55 3333 4444');
    // The dialog in both languages (the page behind it is inert, so the switch waits for Cancel).
    for (const [text, tag] of [
      [es, 'es'],
      [en, 'en'],
    ] as const) {
      await page.getByRole('button', { name: tag === 'en' ? 'English' : 'Español' }).click();
      await page.getByRole('button', { name: text['start.submit'] }).click();
      await page.getByRole('button', { name: text['open.keepBoth_one'] }).waitFor();
      await shoot(page, 'start-dialog-several', tag);
      await page.getByRole('button', { name: text['open.cancel'] }).click();
    }
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: es['start.submit'] }).click();
    await page.getByRole('button', { name: es['open.keepBoth_one'] }).click();
    await page.getByRole('heading', { name: es['trip.title'] }).waitFor();
    const tabs = page.getByRole('navigation', { name: es['open.switchLabel'] });
    await expect.poll(() => tabs.getByRole('button').count()).toBe(3);
    expect(await tabs.locator('[aria-current="true"]').textContent()).toContain('55 3333 4444');

    await movePhoneTo(context, page, path[1]);
    await movePhoneTo(context, page, path[2]);
    const open = await apiCall<{ data: { customer_phone_number: string; point_count: number }[] }>(
      baseUrl,
      'GET',
      '/api/courier/open_trips',
      undefined,
      account.courierToken,
    );
    await expect
      .poll(
        async () =>
          (
            await apiCall<typeof open>(
              baseUrl,
              'GET',
              '/api/courier/open_trips',
              undefined,
              account.courierToken,
            )
          ).data.map((trip) => [trip.customer_phone_number, trip.point_count]),
        { timeout: 10_000 },
      )
      .toEqual([
        ['+525533334444', 3],
        ['+525511112222', 3],
      ]);
    expect(await accessibilityFindings(page)).toEqual([]);
    await shoot(page, 'several', 'es', 'en');

    await tabs.getByRole('button', { name: '55 1111 2222' }).click();
    await page.locator('.c-live__phone', { hasText: '55 1111 2222' }).waitFor();
  });
});

describe('two phones on one delivery', () => {
  it('keeps the offline queue across a resume, and the track in time order when both send', async () => {
    const account = await createCourier(baseUrl, 'spanish');
    const one = await freshPhone('es-MX');
    await logIn(one.page, account, es);
    await startDeliveryInApp(one.page, es, '55 1234 5678');
    await expect.poll(() => pointsRecorded(one.page), { timeout: 10_000 }).toBe(1);
    await movePhoneTo(one.context, one.page, path[1]);

    const two = await freshPhone('es-MX', path[6]);
    await logIn(two.page, account, es);
    await two.page
      .getByRole('button', {
        name: fill(es['trips.continueLabel'], { phone: '55 1234 5678' }),
        exact: true,
      })
      .click();
    await two.page.getByRole('heading', { name: es['trip.title'] }).waitFor();
    await two.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await two.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });

    // Both phones send; the server keeps one point per second and measures in time order.
    await movePhoneTo(one.context, one.page, path[2]);
    await movePhoneTo(two.context, two.page, path[7]);
    await movePhoneTo(one.context, one.page, path[3]);

    // The second phone goes offline, keeps recording, reloads, and sends it all once back.
    await two.context.setOffline(true);
    await movePhoneTo(two.context, two.page, path[8]);
    await movePhoneTo(two.context, two.page, path[9]);
    await two.page.reload();
    await two.page.getByRole('heading', { name: es['trip.title'] }).waitFor();
    expect(Number(await two.page.locator('[data-queued-points]').getAttribute('data-queued-points'))).toBe(2);
    await two.context.setOffline(false);
    await expect
      .poll(() => two.page.locator('[data-queued-points]').getAttribute('data-queued-points'), {
        timeout: 15_000,
      })
      .toBe('0');

    const [id] = await openTripIds(account);
    const track = await storedTrack(id ?? '');
    // Phone two's first fix (path[6]) dates from before phone one's last point, so it is not a point.
    const sent = [path[0], path[1], path[2], path[7], path[3], path[8], path[9]].map((point) => ({
      lat: point?.latitude,
      lng: point?.longitude,
    }));
    expect(track.points).toEqual(expect.arrayContaining(sent));
    expect(track.timestamps).toEqual([...track.timestamps].sort((a, b) => a - b));
    expect(new Set(track.timestamps).size).toBe(track.timestamps.length);
    expect(track.distanceKm).toBeCloseTo(track.measuredKm, 6);
  });
});

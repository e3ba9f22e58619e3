import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { en } from '../apps/web/src/tracking/i18n/en';
import { es } from '../apps/web/src/tracking/i18n/es';
import { lookAtEverySize, SIZES } from './accessibility-fixtures';
import { useBrowser } from './browser';
import { apiCall, createCourier, route, startTrip } from './courier-helpers';

/*
 * The customer's tracking page in every state, in both languages, at a laptop's and a phone's
 * size, each audited by axe-core through screenshot() (serious and critical findings fail).
 */

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe.each([
  { tag: 'en', locale: 'en-US', t: en, language: 'english' },
  { tag: 'es', locale: 'es-MX', t: es, language: 'spanish' },
] as const)('the tracking page in $locale', ({ tag, locale, t, language }) => {
  let context: BrowserContext;
  let page: Page;
  const look = (name: string) => lookAtEverySize(page, `tracking-${name}-${tag}`);

  beforeAll(async () => {
    context = await browser().newContext({ locale, viewport: SIZES[0] });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('live, ended, the review and its thanks, and an unknown link', async () => {
    const account = await createCourier(baseUrl, language);
    const trip = await startTrip(baseUrl, account.courierToken, '55 2222 2222');
    const now = Math.floor(Date.now() / 1000);
    const points = route(5).map((point, index) => ({
      lat: point.latitude,
      lng: point.longitude,
      timestamp: now - 50 + index * 10,
    }));
    const courierCall = (path: string, body: unknown) =>
      apiCall(baseUrl, 'POST', `/api/trips/${trip.generated_trip_id}/${path}`, body, account.courierToken);
    await courierCall('coordinates', { points });

    await page.goto(`${baseUrl}/t?id=${trip.generated_trip_id}&tiles=none`);
    await page.getByRole('heading', { name: t['status.onTheWay'].replace('{{name}}', 'Luis P.') }).waitFor();
    await page.locator('.tp-courier').waitFor();
    await look('live');

    await courierCall('arrival', {});
    await page.getByRole('heading', { name: t['status.arrived'].replace('{{name}}', 'Luis P.') }).waitFor();
    await look('arrived');

    await courierCall('end', {});
    await page.getByRole('heading', { name: t['status.ended'] }).waitFor();
    await look('ended');

    await page.getByRole('button', { name: t['review.open'] }).click();
    const dialog = page.getByRole('dialog', { name: t['review.title'] });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t['review.rating_2'] }).click();
    await dialog.getByRole('button', { name: t['review.choice.courier'] }).click();
    await look('review');
    await dialog.getByRole('button', { name: t['review.submit'] }).click();
    await page.getByTestId('reward-fact').waitFor();
    await look('thanks');

    await page.goto(`${baseUrl}/t?id=no-such-trip&tiles=none`);
    await page.getByRole('heading', { name: t['page.notFound'] }).waitFor();
    await look('not-found');
  });

  it('the demo at /track-demo, on the way and ended', async () => {
    await page.goto(`${baseUrl}/track-demo?interval=150&tiles=none`);
    await page.getByTestId('demo-banner').waitFor();
    await page.locator('.tp-courier').waitFor();
    await look('demo-live');
    await page.getByRole('heading', { name: t['status.ended'] }).waitFor({ timeout: 30_000 });
    await look('demo-ended');
  });
});

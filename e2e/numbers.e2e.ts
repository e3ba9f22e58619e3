import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en as courierEn } from '../apps/web/src/courier/i18n/en';
import { es as courierEs } from '../apps/web/src/courier/i18n/es';
import { signInAdmin } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import {
  type AdminSession,
  addTeamCourier,
  apiCall,
  courierStep,
  courierToken,
  sendPoints,
  signUpBusiness,
  startDeliveryInApp,
  startTrip,
  submitCourierLogin,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
/** Today in the browser's zone (the server clock is real in end-to-end tests). */
const today = () => new Date().toLocaleDateString('en-CA');
/** 0.0171° of latitude is 1.90 km: the trip every screen must print as "1.9 km". */
const NORTH = 0.0171;

const browser = useBrowser();

const bodyText = (page: Page) => page.evaluate(() => document.body.textContent ?? '');

describe.each([
  { name: 'en', language: 'english', locale: 'en-US', courierText: courierEn, branch: 'Headquarters' },
  { name: 'es', language: 'spanish', locale: 'es-MX', courierText: courierEs, branch: 'Sede principal' },
] as const)('numbers, phones and names in $locale', ({ name, language, locale, courierText, branch }) => {
  let admin: AdminSession;
  let context: BrowserContext;
  let page: Page;
  const courier = { username: `nora.${randomBytes(4).toString('hex')}`, password: 'courier-pass-1' };
  let trip: { generated_trip_id: string };

  beforeAll(async () => {
    // A Mexican business whose first branch was left unnamed, so it is stored as Headquarters.
    admin = await signUpBusiness(baseUrl, {
      company_name: 'Tortas Nora',
      full_name: 'Nora Díaz',
      cell_phone: '+52 55 1234 5678',
      delivery_amount_per_day: 15,
      vehicle_type: 'bicycle',
      branch_names: ['', 'Centro'],
      language,
    });
    expect(admin.branch_names[0]?.name).toBe('Headquarters');
    await addTeamCourier(baseUrl, admin, {
      name: 'Nora',
      last_name: 'Vega',
      cell_phone: '5587654321',
      ...courier,
    });
    const token = await courierToken(baseUrl, courier);
    trip = await startTrip(baseUrl, token, '55 2222 3333');
    const now = Math.floor(Date.now() / 1000);
    await sendPoints(baseUrl, token, trip.generated_trip_id, [
      { lat: 19.4326, lng: -99.1332, timestamp: now - 2 },
      { lat: 19.4326 + NORTH, lng: -99.1332, timestamp: now - 1 },
    ]);
    for (const step of ['arrival', 'end'] as const)
      await courierStep(baseUrl, token, trip.generated_trip_id, step);
    context = await browser().newContext({
      locale,
      viewport: { width: 1280, height: 900 },
      permissions: ['geolocation'],
      geolocation: { latitude: 19.4326, longitude: -99.1332 },
    });
    page = await context.newPage();
    await signInAdmin(page, baseUrl, admin, language);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('reports, the courier app and the tracking page all write "1.9 km"', async () => {
    await page.goto(`${baseUrl}/reports?start_date=${today()}&end_date=${today()}&tiles=none`);
    await expect
      .poll(() => page.getByTestId('total-distance').textContent(), { timeout: 15_000 })
      .toBe('1.9 km');
    // The table's column is headed "(km)", so its cells carry the number alone.
    expect(await page.locator('.trip-distance').first().textContent()).toBe('1.9');
    await screenshot(page, `numbers-${name}-reports-1280`);
    await page.setViewportSize({ width: 375, height: 812 });
    // The table's rows give way to the phone's cards after the resize: wait for the card.
    await expect
      .poll(() => page.getByTestId('report-trip').first().textContent(), { timeout: 10_000 })
      .toContain('1.9 km');
    await screenshot(page, `numbers-${name}-reports-375`);

    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(`${baseUrl}/courier`);
    await phone.evaluate((language) => localStorage.setItem('language', language), language);
    await phone.reload();
    await submitCourierLogin(phone, courierText, courier);
    const row = phone.locator('.c-trip-row').first();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('1.9 km');
    // The customer's number as people in Mexico write it, and the branch in the app's language.
    expect(await row.textContent()).toContain('55 2222 3333');
    expect(await phone.locator('.c-greeting').textContent()).toContain(branch);
    await screenshot(phone, `numbers-${name}-courier-375`);

    // A delivery's clock reads with units while it runs and when it ends, never as "0:34".
    await startDeliveryInApp(phone, courierText, '55 2222 4444');
    const clock = phone.locator('.c-facts dd').first();
    await expect.poll(() => clock.textContent()).toMatch(/^\d+ s$/);
    await screenshot(phone, `numbers-${name}-courier-trip-375`);
    await phone.getByRole('button', { name: courierText['trip.stop'] }).click();
    await phone.getByRole('button', { name: courierText['trip.stopYes'] }).click();
    await phone.getByRole('heading', { name: courierText['ended.title'] }).waitFor();
    expect(await phone.locator('.c-ended .c-muted').textContent()).toMatch(/^\d+ s · 0 km$/);
    await phone.close();

    const customer = await browser().newContext({ locale, viewport: { width: 375, height: 812 } });
    const tracking = await customer.newPage();
    await tracking.goto(`${baseUrl}/t?id=${trip.generated_trip_id}&tiles=none`);
    await expect
      .poll(() => tracking.getByTestId('distance').textContent(), { timeout: 15_000 })
      .toBe('1.9 km');
    await customer.close();
  });

  it("names the default branch in the interface's language and writes phones as the business's country does", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/reports?start_date=${today()}&end_date=${today()}&tiles=none`);
    await page.getByTestId('report-trip').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('option', { hasText: branch }).count()).toBe(1);
    expect(await page.locator('.trip-branch').first().textContent()).toBe(branch);
    expect(await page.locator('.trip-phone').allTextContents()).toContain('55 2222 3333');
    if (language === 'spanish') expect(await bodyText(page)).not.toContain('Headquarters');

    await page.goto(`${baseUrl}/team`);
    await page.locator('.courier-phone').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.courier-phone').first().textContent()).toBe('55 8765 4321');
    expect(await bodyText(page)).toContain(branch);
    if (language === 'spanish') expect(await bodyText(page)).not.toContain('Headquarters');
    await screenshot(page, `numbers-${name}-team-1280`);
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, `numbers-${name}-team-375`);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${baseUrl}/monitor?tiles=none`);
    await page.locator('option', { hasText: branch }).waitFor({ state: 'attached', timeout: 15_000 });
    // Leaflet's own controls speak the page's language too.
    const zoomIn = language === 'spanish' ? 'Acercar' : 'Zoom in';
    await page.getByRole('button', { name: zoomIn, exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, `numbers-${name}-monitor-1280`);
    if (language === 'spanish') expect(await bodyText(page)).not.toContain('Headquarters');

    await page.goto(`${baseUrl}/business_info_logged_in`);
    const cellPhone = page.locator('input[type="tel"]');
    await expect.poll(() => cellPhone.inputValue(), { timeout: 15_000 }).toBe('55 1234 5678');
    expect(await bodyText(page)).toContain(branch);
    if (language === 'spanish') expect(await bodyText(page)).not.toContain('Headquarters');
    // A number typed without spaces is tidied when the field is left, and saved as E.164.
    await cellPhone.fill('5511112222');
    await cellPhone.blur();
    expect(await cellPhone.inputValue()).toBe('55 1111 2222');
    await screenshot(page, `numbers-${name}-my-info-1280`);
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, `numbers-${name}-my-info-375`);
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.locator('form button[type="submit"]').click();
    expect((await saved).status()).toBe(200);
    const business = await apiCall<{ cell_phone: string }>(
      baseUrl,
      'GET',
      `/api/business?business_id=${admin.business_id}`,
      undefined,
      admin.jwt_token,
    );
    expect(business.cell_phone).toBe('+525511112222');
  });
});

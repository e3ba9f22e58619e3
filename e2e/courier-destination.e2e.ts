import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en as courierEn } from '../apps/web/src/courier/i18n/en';
import { es as courierEs } from '../apps/web/src/courier/i18n/es';
import { en as adminEn } from '../apps/web/src/lib/i18n/en';
import { es as adminEs } from '../apps/web/src/lib/i18n/es';
import { screenshot, useBrowser } from './browser';
import {
  addTeamCourier,
  apiCall,
  courierStep,
  courierToken,
  phoneWithGps,
  pointsRecorded,
  route,
  signUpBusiness,
  submitCourierLogin,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Two customers the business delivered to before, each to a place of their own. */
const FIRST = { phone: '55 4000 1111', destination: { lat: 19.4361, lng: -99.1405 } };
const SECOND = { phone: '55 4000 2222', destination: { lat: 19.4269, lng: -99.1276 } };

interface Business {
  email: string;
  password: string;
  courier: { username: string; password: string; token: string };
}

/** A Mexican business whose courier delivered once to each customer, to their place. */
async function businessThatDeliveredBefore(language: 'english' | 'spanish'): Promise<Business> {
  const email = `remember-${randomBytes(4).toString('hex')}@example.com`;
  const admin = await signUpBusiness(baseUrl, { email, password: 'owner-pass-1', language });
  const courier = await addTeamCourier(baseUrl, admin);
  const token = await courierToken(baseUrl, courier);
  for (const customer of [FIRST, SECOND]) {
    const trip = await apiCall<{ generated_trip_id: string }>(
      baseUrl,
      'POST',
      '/api/trips',
      { customer_phone_number: customer.phone, destination: customer.destination },
      token,
    );
    await courierStep(baseUrl, token, trip.generated_trip_id, 'end');
  }
  return { email, password: 'owner-pass-1', courier: { ...courier, token } };
}

const journeys = [
  { tag: 'en', locale: 'en-US', language: 'english', text: courierEn, admin: adminEn },
  { tag: 'es', locale: 'es-MX', language: 'spanish', text: courierEs, admin: adminEs },
] as const;

describe.each(journeys)(
  'a delivery with a destination, in $locale',
  ({ tag, locale, language, text, admin }) => {
    let business: Business;
    let context: BrowserContext;
    let page: Page;
    const at = route(1)[0];

    beforeAll(async () => {
      business = await businessThatDeliveredBefore(language);
      context = await phoneWithGps(browser(), locale, at);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    async function shoot(state: string) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await screenshot(page, `courier-destination-${state}-${tag}-${width}`);
      }
      await page.setViewportSize({ width: 375, height: 812 });
    }

    it('proposes the last destination to the same number, and starts with it once used', async () => {
      await page.goto(`${baseUrl}/courier?batch_ms=400&tiles=none`);
      await submitCourierLogin(page, text, business.courier);
      await page.getByRole('heading', { name: text['start.title'] }).waitFor();

      const proposal = page.getByTestId('remembered-proposal');
      const phone = page.getByLabel(text['start.phone']);
      await phone.fill(FIRST.phone);
      await proposal.getByRole('heading', { name: text['remember.title'] }).waitFor();
      await proposal.locator('.c-dest-map .leaflet-marker-icon').waitFor();
      await shoot('proposal');

      // Cleared: gone, and not proposed again for this number.
      await proposal.getByRole('button', { name: text['remember.clear'] }).click();
      await proposal.waitFor({ state: 'detached' });

      await phone.fill(SECOND.phone);
      await proposal.waitFor();
      await proposal.getByRole('button', { name: text['remember.use'] }).click();
      await proposal.getByText(text['remember.used']).waitFor();
      await shoot('proposal-used');

      await page.getByRole('button', { name: text['start.submit'] }).click();
      await page.getByRole('heading', { name: text['trip.title'] }).waitFor();
      await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);

      const card = page.locator('section.c-dest');
      await card.getByRole('heading', { name: text['dest.title'] }).waitFor();
      await card.locator('.c-dest-map .leaflet-marker-icon').waitFor();
      const { lat, lng } = SECOND.destination;
      expect(await card.getByRole('link', { name: text['dest.navigate'] }).getAttribute('href')).toBe(
        `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
      );
      const open = await apiCall<{ data: { destination: { lat: number; lng: number; source: string } }[] }>(
        baseUrl,
        'GET',
        '/api/courier/open_trips',
        undefined,
        business.courier.token,
      );
      expect(open.data[0]?.destination).toMatchObject({ lat, lng, source: 'remembered' });
      await shoot('trip');
    });

    it('shows the destination on the monitor as a pin in the courier’s colour; the off switch stops proposals', async () => {
      const desk = await browser().newContext({
        locale,
        viewport: { width: 1280, height: 860 },
        bypassCSP: true,
      });
      try {
        const monitor = await desk.newPage();
        await monitor.goto(`${baseUrl}/login`);
        await monitor.getByLabel(admin.login.email).fill(business.email);
        await monitor.getByLabel(admin.login.password, { exact: true }).fill(business.password);
        await monitor.getByRole('button', { name: admin.login.submit, exact: true }).click();
        await monitor.waitForURL((url) => url.pathname !== '/login');
        await monitor.goto(`${baseUrl}/monitor?tiles=none`);
        const pin = monitor.getByRole('img', {
          name: admin.monitor.destination.pin.replace('{{name}}', 'Luis Pérez'),
        });
        await pin.waitFor({ timeout: 15_000 });
        expect(Number(await pin.getAttribute('data-lat'))).toBe(SECOND.destination.lat);
        expect(Number(await pin.getAttribute('data-lng'))).toBe(SECOND.destination.lng);
        for (const width of [1280, 375]) {
          await monitor.setViewportSize({ width, height: width === 375 ? 812 : 860 });
          await screenshot(monitor, `monitor-destination-${tag}-${width}`);
        }

        // The business turns remembering off on My info: the next delivery to the number proposes nothing.
        await monitor.goto(`${baseUrl}/business_info_logged_in`);
        const toggle = monitor.getByRole('checkbox', { name: admin.business.rememberDestinations });
        expect(await toggle.isChecked()).toBe(true);
        await toggle.scrollIntoViewIfNeeded();
        for (const width of [1280, 375]) {
          await monitor.setViewportSize({ width, height: width === 375 ? 812 : 860 });
          await screenshot(monitor, `business-remember-destinations-${tag}-${width}`);
        }
        await toggle.uncheck();
        await monitor.getByRole('button', { name: admin.common.save, exact: true }).click();
        await monitor.getByText(admin.business.saved).waitFor();
        const proposal = await apiCall<{ destination: unknown }>(
          baseUrl,
          'GET',
          `/api/courier/remembered_destination?customer_phone_number=${encodeURIComponent(SECOND.phone)}`,
          undefined,
          business.courier.token,
        );
        expect(proposal.destination).toBeNull();
      } finally {
        await desk.close();
      }
    });
  },
);

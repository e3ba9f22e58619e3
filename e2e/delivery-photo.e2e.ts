import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { en as courierEn } from '../apps/web/src/courier/i18n/en';
import { es as courierEs } from '../apps/web/src/courier/i18n/es';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { reportsEn } from '../apps/web/src/lib/i18n/reports.en';
import { reportsEs } from '../apps/web/src/lib/i18n/reports.es';
import { en as trackingEn } from '../apps/web/src/tracking/i18n/en';
import { es as trackingEs } from '../apps/web/src/tracking/i18n/es';
import { signInAdmin } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import {
  apiCall,
  type CourierAccount,
  courierAppUrl,
  courierStep,
  createCourier,
  phoneWithGps,
  pointsRecorded,
  route,
  startDeliveryInApp,
  startTrip,
  submitCourierLogin,
} from './courier-helpers';

/*
 * Issue 15, proof of delivery: the courier stops a delivery with a photo while offline, the
 * photo waits in the phone's queue and is sent once back online; the admin sees it in the
 * report's route window, and the customer's tracking page shows it only when the business allows.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();
const today = () => new Date().toLocaleDateString('en-CA');

/** A camera-sized photo (4:3, larger than the 1280 px the app sends), as a phone would hand it over. */
const cameraPhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#d97706' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="2000" height="1500"><rect x="500" y="400" width="1000" height="700" fill="#0b5d56"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();

const languages = [
  {
    tag: 'en',
    language: 'english',
    locale: 'en-US',
    courier: courierEn,
    admin: en,
    reports: reportsEn,
    tracking: trackingEn,
  },
  {
    tag: 'es',
    language: 'spanish',
    locale: 'es-MX',
    courier: courierEs,
    admin: es,
    reports: reportsEs,
    tracking: trackingEs,
  },
] as const;

async function photoOf(generatedTripId: string, token?: string) {
  const response = await fetch(`${baseUrl}/api/trips/${generatedTripId}/photo`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe.each(languages)(
  'proof of delivery ($tag)',
  ({ tag, language, locale, courier, admin, reports, tracking }) => {
    let account: CourierAccount;
    let tripId: string;

    beforeAll(async () => {
      account = await createCourier(baseUrl, language);
    });

    async function shoot(page: Page, state: string, widths = [375, 1280]) {
      const size = page.viewportSize() ?? { width: 375, height: 812 };
      for (const width of widths) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await screenshot(page, `delivery-photo-${state}-${tag}-${width}`);
      }
      await page.setViewportSize(size);
    }

    it('stops a delivery with a photo taken offline, queued, then sent once back online', async () => {
      const context = await phoneWithGps(browser(), locale, route(1)[0]);
      const page = await context.newPage();
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/photo\?/.test(request.url())) uploads.push(request.url());
      });
      try {
        await page.goto(courierAppUrl(baseUrl));
        await submitCourierLogin(page, courier, account);
        await page.getByRole('heading', { name: courier['start.title'] }).waitFor();
        await startDeliveryInApp(page, courier, '55 1234 5678');
        await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);

        await context.setOffline(true);
        await page.getByText(courier['net.offlineBody']).waitFor();
        await page.getByRole('button', { name: courier['trip.stop'] }).click();
        await page.getByTestId('proof-photo').setInputFiles({
          name: 'IMG_0001.jpg',
          mimeType: 'image/jpeg',
          buffer: await cameraPhoto(),
        });
        await page.getByRole('img', { name: courier['proof.preview'] }).waitFor();
        await page.getByLabel(courier['proof.recipient']).fill('Ana López');
        await shoot(page, 'courier-stop');
        await page.getByRole('button', { name: courier['trip.stopYes'] }).click();
        await page.getByRole('heading', { name: courier['ended.title'] }).waitFor();
        await page.getByText(courier['proof.queued']).waitFor();
        await shoot(page, 'courier-queued');
        expect(uploads).toEqual([]);

        await context.setOffline(false);
        await page.getByText(courier['proof.sent']).waitFor({ timeout: 20_000 });
        await shoot(page, 'courier-sent');
        expect(uploads).toHaveLength(1);

        const trips = await apiCall<{ data: { generated_trip_id: string }[] }>(
          baseUrl,
          'GET',
          '/api/courier/trips',
          undefined,
          account.courierToken,
        );
        tripId = trips.data[0]?.generated_trip_id as string;
        const stored = await photoOf(tripId, account.adminToken);
        expect(stored.status).toBe(200);
        // Resized on the phone: 1280 px on the long edge, a JPEG far smaller than the camera's.
        expect(await sharp(stored.bytes).metadata()).toMatchObject({
          format: 'jpeg',
          width: 1280,
          height: 960,
        });
        // Nothing is sent again once the queue is empty, a reload included.
        await page.reload();
        await page.getByRole('heading', { name: courier['ended.title'] }).waitFor();
        await page.getByText(courier['proof.sent']).waitFor();
        await page.getByText(courier['ended.synced']).waitFor();
        expect(uploads).toHaveLength(1);
      } finally {
        await context.close();
      }
    });

    it("shows the photo and the recipient in the report's route window", async () => {
      for (const width of [1280, 375]) {
        const context = await browser().newContext({
          locale,
          viewport: { width, height: 900 },
          bypassCSP: true,
        });
        const page = await context.newPage();
        try {
          await signInAdmin(page, baseUrl, account.admin, language);
          await page.goto(`${baseUrl}/reports?start_date=${today()}&end_date=${today()}&tiles=none`);
          const row = page.locator(`[data-testid="report-trip"][data-trip-id="${tripId}"]`);
          await row.getByTestId('open-route').first().click();
          const dialog = page.getByRole('dialog');
          const photo = dialog.getByRole('img', { name: reports.proof.photoAlt });
          await photo.waitFor();
          await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
          expect(await dialog.getByTestId('route-proof-recipient').textContent()).toBe('Ana López');
          await screenshot(page, `delivery-photo-route-${tag}-${width}`);
        } finally {
          await context.close();
        }
      }
    });

    it('shows the photo on the tracking page only when the business turns it on', async () => {
      const adminContext = await browser().newContext({
        locale,
        viewport: { width: 1280, height: 900 },
        bypassCSP: true,
      });
      const adminPage = await adminContext.newPage();
      const phone = await browser().newContext({ locale, viewport: { width: 375, height: 812 } });
      const customer = await phone.newPage();
      try {
        await customer.goto(`${baseUrl}/t?id=${encodeURIComponent(tripId)}`);
        await customer.getByRole('heading', { name: tracking['status.ended'] }).waitFor();
        expect(await customer.getByTestId('delivery-photo').count()).toBe(0);
        expect((await photoOf(tripId)).status).toBe(404);

        await signInAdmin(adminPage, baseUrl, account.admin, language);
        await adminPage.goto(`${baseUrl}/business_info_logged_in`);
        const toggle = adminPage.getByRole('checkbox', { name: admin.business.showDeliveryPhoto });
        await toggle.waitFor();
        expect(await toggle.isChecked()).toBe(false);
        await toggle.setChecked(true);
        await adminPage.getByRole('button', { name: admin.common.save }).click();
        await adminPage.getByText(admin.business.saved).waitFor();
        await shoot(adminPage, 'business-setting');

        await customer.reload();
        const photo = customer.getByRole('img', { name: tracking['proof.alt'] });
        await photo.scrollIntoViewIfNeeded();
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
        await customer.getByText(tracking['proof.caption']).waitFor();
        await shoot(customer, 'tracking');
        expect((await photoOf(tripId)).status).toBe(200);

        // A delivery that ends in front of the customer: its photo, sent after the stop, shows up.
        const next = await startTrip(baseUrl, account.courierToken, '55 2222 3333');
        await customer.goto(`${baseUrl}/t?id=${encodeURIComponent(next.generated_trip_id)}&tiles=none`);
        await customer
          .getByRole('heading', { name: tracking['status.onTheWay'].replace('{{name}}', 'Luis P.') })
          .waitFor();
        await courierStep(baseUrl, account.courierToken, next.generated_trip_id, 'end');
        await customer.getByRole('heading', { name: tracking['status.ended'] }).waitFor();
        expect(await customer.getByTestId('delivery-photo').count()).toBe(0);
        const upload = await fetch(`${baseUrl}/api/trips/${next.generated_trip_id}/photo`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${account.courierToken}`, 'Content-Type': 'image/jpeg' },
          body: new Uint8Array(await cameraPhoto()),
        });
        expect(upload.status).toBe(200);
        await customer.getByTestId('delivery-photo').waitFor({ timeout: 15_000 });

        await apiCall(baseUrl, 'PATCH', '/api/business', { show_delivery_photo: false }, account.adminToken);
        await customer.goto(`${baseUrl}/t?id=${encodeURIComponent(tripId)}`);
        await customer.reload();
        await customer.getByRole('heading', { name: tracking['status.ended'] }).waitFor();
        expect(await customer.getByTestId('delivery-photo').count()).toBe(0);
        expect((await photoOf(tripId)).status).toBe(404);
      } finally {
        await adminContext.close();
        await phone.close();
      }
    });
  },
);

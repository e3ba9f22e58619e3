import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../apps/server/src/lib/api-keys';
import { adminQuery } from '../apps/server/test/postgres';
import { en as courierEn } from '../apps/web/src/courier/i18n/en';
import { es as courierEs } from '../apps/web/src/courier/i18n/es';
import { en as adminEn } from '../apps/web/src/lib/i18n/en';
import { es as adminEs } from '../apps/web/src/lib/i18n/es';
import { signInAdmin } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import {
  type AdminSession,
  addTeamCourier,
  courierAppUrl,
  courierToken,
  phoneWithGps,
  route,
  signUpBusiness,
  submitCourierLogin,
} from './courier-helpers';
import { startTestServer, type TestServer } from './server';

/*
 * Issue 16 item 4: an online store creates a delivery through the public API with a key; the
 * courier's app shows it on the start screen without a reload, one tap starts it with the phone
 * filled in, the customer's tracking link works and the admin's report shows the order reference.
 * The key is written straight into this file's own server's database (the keys' screens are
 * another piece of work).
 */

const browser = useBrowser();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  if (!server.databaseUrl) throw new Error('api-deliveries.e2e.ts needs DATABASE_URL to write an API key');
});
afterAll(async () => {
  await server?.stop();
});

const today = () => new Date().toLocaleDateString('en-CA');

/** A write key of the admin's business, inserted as the API keys' screen would store it. */
async function writeKey(admin: AdminSession): Promise<string> {
  const { key, prefix, digest } = newApiKey();
  await adminQuery(
    server.databaseUrl as string,
    `INSERT INTO api_keys (business_id, created_by, name, prefix, secret_hash, scopes)
     VALUES ('${admin.business_id}', '${admin.user_id}', 'Online store', '${prefix}', '${digest}',
             ARRAY['read', 'write'])`,
  );
  return key;
}

/** What another system sends: a plain HTTP request with the key, as curl would. */
async function createDelivery(key: string, body: unknown, idempotencyKey: string) {
  const response = await fetch(`${server.baseUrl}/api/v1/deliveries`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: await response.json(),
  };
}

const journeys = [
  { tag: 'en', locale: 'en-US', language: 'english', text: courierEn, admin: adminEn },
  { tag: 'es', locale: 'es-MX', language: 'spanish', text: courierEs, admin: adminEs },
] as const;

describe.each(journeys)(
  'a delivery created by another system, in $locale',
  ({ tag, locale, language, text, admin }) => {
    let owner: AdminSession;
    let key: string;
    let courierId: string;
    /** A colleague in the same branch, whose phone is the API here. */
    let colleague: string;
    let context: BrowserContext;
    let page: Page;
    let deliveryId: string;
    const reference = `A-${randomBytes(2).toString('hex').toUpperCase()}`;
    const card = () => page.locator('.c-pending__item').filter({ hasText: reference });

    beforeAll(async () => {
      owner = await signUpBusiness(server.baseUrl, { language });
      key = await writeKey(owner);
      const courier = await addTeamCourier(server.baseUrl, owner);
      courierId = courier.id;
      colleague = await courierToken(
        server.baseUrl,
        await addTeamCourier(server.baseUrl, owner, { name: 'Marta' }),
      );
      context = await phoneWithGps(browser(), locale, route(1)[0]);
      page = await context.newPage();
      await page.goto(`${courierAppUrl(server.baseUrl)}&pending_poll_ms=1000`);
      await submitCourierLogin(page, text, courier);
      await page.getByRole('heading', { name: text['start.title'] }).waitFor();
    });
    afterAll(async () => {
      await context?.close();
    });

    async function shoot(state: string) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await screenshot(page, `api-deliveries-${state}-${tag}-${width}`);
      }
      await page.setViewportSize({ width: 375, height: 812 });
    }

    it('shows the delivery the store created on the start screen, without a reload', async () => {
      const body = {
        customer_phone_number: '55 1111 2222',
        order_reference: reference,
        destination: { lat: 19.4361, lng: -99.1405 },
        courier_id: courierId,
      };
      const created = await createDelivery(key, body, `order-${reference}`);
      expect(created.status).toBe(201);
      expect(created.body.status).toBe('pending');
      deliveryId = created.body.delivery_id;
      // The store's retry of the same request is the same delivery.
      const retried = await createDelivery(key, body, `order-${reference}`);
      expect(retried.replayed).toBe('true');
      expect(retried.body.delivery_id).toBe(deliveryId);

      await card().waitFor({ timeout: 10_000 });
      expect(await card().textContent()).toContain(
        text['pendingDeliveries.order'].replace('{{reference}}', reference),
      );
      expect(await card().textContent()).toContain('55 1111 2222');
      expect(await page.locator('.c-pending__item').count()).toBe(1);
      await card().getByRole('link', { name: text['pendingDeliveries.destination'] }).waitFor();
      await shoot('pending');
    });

    it('takes a card away with a notice when a colleague started that delivery first', async () => {
      const other = `B-${randomBytes(2).toString('hex').toUpperCase()}`;
      const created = await createDelivery(
        key,
        { customer_phone_number: '55 3333 4444', order_reference: other },
        other,
      );
      const otherCard = page.locator('.c-pending__item').filter({ hasText: other });
      await otherCard.waitFor({ timeout: 10_000 });
      // The phone misses the next reads of the list, so the card is still there when the colleague starts it.
      await page.route('**/api/courier/pending_deliveries', (request) => request.abort());
      const taken = await fetch(`${server.baseUrl}/api/trips`, {
        method: 'POST',
        headers: { authorization: `Bearer ${colleague}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          customer_phone_number: '+525533334444',
          api_delivery_id: created.body.delivery_id,
        }),
      });
      expect(taken.status).toBe(201);
      await otherCard.getByRole('button').click();
      await page.getByText(text['pendingDeliveries.taken']).waitFor();
      await otherCard.waitFor({ state: 'detached' });
      expect(await page.getByRole('heading', { name: text['start.title'] }).count()).toBe(1);
      await page.unroute('**/api/courier/pending_deliveries');
      await card().waitFor();
      await shoot('taken');
    });

    it('starts it with one tap, the phone filled in, and the customer’s link works', async () => {
      await card().getByRole('button').click();
      await page.getByRole('heading', { name: text['trip.title'] }).waitFor();
      expect(await page.locator('.c-live__phone').textContent()).toBe('55 1111 2222');
      await shoot('started');

      const view = await fetch(`${server.baseUrl}/api/v1/deliveries/${deliveryId}`, {
        headers: { authorization: `Bearer ${key}` },
      }).then((response) => response.json());
      expect(view).toMatchObject({
        status: 'started',
        order_reference: reference,
        customer_phone_number: '+525511112222',
      });

      const customer = await context.newPage();
      await customer.goto(`${view.tracking_url}&tiles=none`);
      await customer.getByTestId('status-panel').waitFor();
      expect(await customer.locator('body').textContent()).toContain('Tacos El Güero');
      await customer.close();
    });

    it("shows the order reference in the admin's report", async () => {
      const reports = await browser().newContext({ locale, viewport: { width: 1280, height: 900 } });
      const adminPage = await reports.newPage();
      await signInAdmin(adminPage, server.baseUrl, owner, language);
      await adminPage.goto(`${server.baseUrl}/reports?start_date=${today()}&end_date=${today()}&tiles=none`);
      const shown = adminPage.getByTestId('report-order-reference').first();
      await shown.waitFor({ timeout: 15_000 });
      expect(await shown.textContent()).toBe(
        admin.reports.orderReference.replace('{{reference}}', reference),
      );
      await screenshot(adminPage, `api-deliveries-report-${tag}-1280`);
      await adminPage.setViewportSize({ width: 375, height: 812 });
      await adminPage.getByTestId('report-order-reference').first().waitFor();
      await screenshot(adminPage, `api-deliveries-report-${tag}-375`);
      await reports.close();
    });
  },
);

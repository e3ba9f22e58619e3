import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startFakePayPal, TEST_PAYPAL_PLANS } from '../apps/server/test/fake-paypal';
import { billingEn } from '../apps/web/src/lib/i18n/billing.en';
import { billingEs } from '../apps/web/src/lib/i18n/billing.es';
import { MARKETS, marketAdminPage, shootInBothLanguages, signInAdmin, signUp } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import { startTestServer, type TestServer } from './server';

/** PayPal's plan ids of this run, and what the stand-in charges on each. */
const PLANS = TEST_PAYPAL_PLANS;
const PRICES = {
  'P-WMX': { minor: 29_900, currency: 'MXN' },
  'P-SMX': { minor: 29_900, currency: 'MXN' },
  'P-WUS': { minor: 1_500, currency: 'USD' },
  'P-SUS': { minor: 1_500, currency: 'USD' },
};

// Its own server, configured with PayPal's settings pointing at a stand-in of PayPal on loopback.
let server: TestServer;
let fake: Awaited<ReturnType<typeof startFakePayPal>>;
const browser = useBrowser();

beforeAll(async () => {
  fake = await startFakePayPal(() => Math.floor(Date.now() / 1000), PRICES);
  const settings = {
    PAYPAL_CLIENT_ID: 'client-stand-in',
    PAYPAL_CLIENT_SECRET: 'secret-stand-in',
    PAYPAL_WEBHOOK_ID: 'WH123STANDIN',
    PAYPAL_PLANS: Object.entries(PLANS)
      .map(([key, id]) => `${key}=${id}`)
      .join(','),
    PAYPAL_API_URL: fake.url,
  };
  Object.assign(process.env, settings);
  try {
    server = await startTestServer();
  } finally {
    for (const name of Object.keys(settings)) delete process.env[name];
  }
});

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** The page in both languages (shootInBothLanguages); `heading` is its h1 in that language. */
const shootAll = (page: Page, name: string, heading: (words: typeof billingEn) => string) =>
  shootInBothLanguages(page, `paypal-${name}`, (tag) => heading(tag === 'en' ? billingEn : billingEs));

describe('PayPal in the browser', () => {
  it('subscribes with PayPal from /buy_sub: approve on PayPal, back to /paypal, trialing after', async () => {
    const { baseUrl } = server;
    const market = MARKETS[0];
    if (!market) throw new Error('no market');
    const admin = await signUp(baseUrl, market, 'Paloma Couriers');
    const { context, page } = await marketAdminPage(browser(), baseUrl, admin, market, {
      onboarding: 'checkout',
    });

    await page.goto(`${baseUrl}/buy_sub`);
    await page.locator('label', { hasText: billingEn.plans.sms }).click();
    const choosePayPal = page.getByRole('link', { name: billingEn.paypal.choosePayPal });
    await choosePayPal.waitFor();
    await screenshot(page, 'paypal-buy-sub-en-1280');
    await choosePayPal.click();
    await page.waitForURL(`${baseUrl}/paypal?plan=sms`);
    await page.getByText('1-week free trial on PayPal, then $15.00 USD a month').waitFor();
    await shootAll(page, 'start', (words) => words.paypal.title);

    // Back from PayPal without approving: nothing started, and a way to try again.
    await page.goto(`${baseUrl}/paypal?result=cancelled&plan=sms`);
    await page.getByText(billingEn.paypal.cancelledTitle).waitFor();
    await shootAll(page, 'cancelled', (words) => words.paypal.title);

    await page.getByRole('button', { name: 'Try PayPal again: $15.00 USD a month' }).click();
    // The stand-in's approval page approves and sends the admin back; onboarding goes on.
    await page.waitForURL(`${baseUrl}/my_account`, { timeout: 15_000 });
    const created = [...fake.subscriptions.values()].at(-1);
    if (created?.plan_id !== 'P-SUS') throw new Error(`expected the SMS US plan, got ${created?.plan_id}`);

    await page.goto(`${baseUrl}/my_subscription`);
    await page.getByText(billingEn.my.statuses.trialing, { exact: true }).waitFor();
    await screenshot(page, 'paypal-my-subscription-en-1280');
    await context.close();
  });

  it('explains when PayPal is not available on the deployment, and offers the card', async () => {
    const { baseUrl } = server;
    const market = MARKETS[1];
    if (!market) throw new Error('no market');
    const admin = await signUp(baseUrl, market, 'Sin PayPal');
    const context = await browser().newContext({
      locale: market.locale,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    // As a deployment without PayPal's settings answers.
    await context.route(
      (url) => url.pathname === '/api/subscriptions',
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.checkout.paypal = false;
        await route.fulfill({ response, json: body });
      },
    );
    await signInAdmin(page, baseUrl, admin, market.language, 'checkout');
    await page.goto(`${baseUrl}/paypal`);
    await page.getByText(billingEs.paypal.unavailableTitle).waitFor();
    await shootAll(page, 'unavailable', (words) => words.paypal.unavailableTitle);
    await page.getByRole('link', { name: billingEn.paypal.payByCard }).click();
    await page.waitForURL(`${baseUrl}/buy_sub`);
    await context.close();
  });
});

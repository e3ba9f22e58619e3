import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../apps/server/test/fake-stripe';
import { STRIPE_LOAD_TIMEOUT_MS } from '../apps/web/src/features/billing/stripe-card';
import { billingEn } from '../apps/web/src/lib/i18n/billing.en';
import { billingEs } from '../apps/web/src/lib/i18n/billing.es';
import { en as appEn } from '../apps/web/src/lib/i18n/en';
import { es as appEs } from '../apps/web/src/lib/i18n/es';
import { MARKETS, signInAdmin, signUp } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import { startTestServer, type TestServer } from './server';

// The app's words and the billing pages' own, as the pages see them once loaded.
const en = { ...appEn, billing: billingEn };
const es = { ...appEs, billing: billingEs };

const PUBLISHABLE_KEY = 'pk_test_rutaviva_e2e';
const PRICES = {
  'whatsapp:MX': 'price_e2e_whatsapp_mx',
  'sms:MX': 'price_e2e_sms_mx',
  'whatsapp:US': 'price_e2e_whatsapp_us',
  'sms:US': 'price_e2e_sms_us',
  'whatsapp:international': 'price_e2e_whatsapp_intl',
  'sms:international': 'price_e2e_sms_intl',
};

/** What Stripe.js would be, from e2e/stand-ins: the real one is on the internet, out of reach. */
const stripeJs = readFileSync(resolve(import.meta.dirname, 'stand-ins', 'stripe-js.js'), 'utf8');
const serveStripeJs = (context: BrowserContext) =>
  context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: stripeJs }),
  );

// A server of its own: this deployment takes cards with Stripe, through a stand-in of Stripe's API.
let server: TestServer;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const browser = useBrowser();

beforeAll(async () => {
  fake = await startFakeStripe(() => Math.floor(Date.now() / 1000));
  server = await startTestServer({
    env: {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_rutaviva_e2e',
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_rutaviva_e2e',
      STRIPE_PRICES: Object.entries(PRICES)
        .map(([key, id]) => `${key}=${id}`)
        .join(','),
      STRIPE_API_URL: fake.url,
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** The stand-in's record of what the page asked of Stripe.js. */
const standIn = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __stripeStandIn: {
            keys: string[];
            elementsOptions: { locale?: string }[];
            paymentMethods: { key: string; id: string; options: unknown }[];
          };
        }
      ).__stripeStandIn,
  );

const cardNumber = (page: Page) => page.getByLabel('Credit or debit card number');

/** Types a card into the (stand-in) card element, as a person would into Stripe's. */
async function typeCard(page: Page, number: string) {
  await cardNumber(page).fill(number);
  await page
    .getByLabel('Credit or debit card expiration date')
    .fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Credit or debit card CVC/CVV').fill('123');
}

const LANGUAGES = [
  { tag: 'en', language: 'english', text: en, locale: 'en' },
  { tag: 'es', language: 'spanish', text: es, locale: 'es-419' },
] as const;

describe('card entry with Stripe Elements', () => {
  it('does not offer the sandbox stand-in for Stripe.js', async () => {
    const market = MARKETS[0];
    if (!market) throw new Error('no market');
    const admin = await signUp(server.baseUrl, market, 'Stripe Only Deliveries');
    const response = await fetch(`${server.baseUrl}/api/sandbox/payment_methods`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.jwt_token}` },
      body: JSON.stringify({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' }),
    });
    expect(response.status).toBe(404);
  });

  it('takes the card with Elements under the configured key, in our words, and starts the trial at the configured price', async () => {
    const { baseUrl } = server;
    const market = MARKETS[0];
    if (!market) throw new Error('no market');
    const admin = await signUp(baseUrl, market, 'Elements Deliveries');
    const context = await browser().newContext({
      locale: market.locale,
      viewport: { width: 1280, height: 900 },
    });
    await serveStripeJs(context);
    const page = await context.newPage();
    await signInAdmin(page, baseUrl, admin, market.language);

    await page.goto(`${baseUrl}/buy_sub`);
    await page.getByRole('heading', { level: 1, name: en.billing.buy.title }).waitFor();
    await page.locator('label', { hasText: en.billing.plans.whatsapp }).click();
    await page.getByRole('button', { name: en.billing.buy.start }).click();
    const confirm = page.getByRole('alertdialog', { name: en.billing.buy.confirmTitle });
    await confirm.getByRole('button', { name: /^Confirm / }).click();
    await page.waitForURL(/\/add_card\?plan=whatsapp&price=\d+$/);

    // Each language at each width: the field in our inputs' look, Elements in the page's language.
    for (const { tag, language, text, locale } of LANGUAGES) {
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: text.billing.card.title }).waitFor();
      await cardNumber(page).waitFor();
      const { elementsOptions } = await standIn(page);
      expect(elementsOptions.at(-1)?.locale).toBe(locale);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `stripe-add-card-${tag}-${width}`);
      }
    }
    await page.evaluate(() => localStorage.setItem('language', 'english'));
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 900 });
    await cardNumber(page).waitFor();
    expect((await standIn(page)).keys).toEqual([PUBLISHABLE_KEY]);

    // Switching the language on the page gives a card field in that language, without a reload.
    await page.getByRole('button', { name: en.language.spanish }).click();
    await page.getByRole('heading', { level: 1, name: es.billing.card.title }).waitFor();
    await expect.poll(async () => (await standIn(page)).elementsOptions.at(-1)?.locale).toBe('es-419');
    await cardNumber(page).fill('4242 42');
    await page.getByRole('heading', { level: 1, name: es.billing.card.title }).click();
    await page.getByText(es.billing.card.stripe.errors.number, { exact: true }).waitFor();
    await page.getByRole('button', { name: es.language.english }).click();
    await expect.poll(async () => (await standIn(page)).elementsOptions.at(-1)?.locale).toBe('en');
    await cardNumber(page).waitFor();

    // What Stripe.js reports while typing shows under the field, in our words.
    await cardNumber(page).fill('4242 42');
    await page.getByRole('heading', { level: 1, name: en.billing.card.title }).click();
    await page.getByText(en.billing.card.stripe.errors.number, { exact: true }).waitFor();
    await screenshot(page, 'stripe-add-card-incomplete-en-1280');
    await page.getByRole('button', { name: en.billing.card.saveAndStart }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('cardnumber');

    // Stripe's declines, in the spec's sentences.
    await typeCard(page, '4000 0000 0000 9995');
    await page.getByRole('button', { name: en.billing.card.saveAndStart }).click();
    await page.getByText('Your card has insufficient funds.', { exact: true }).waitFor();
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: en.billing.card.saveAndStart }).click();
    await page.getByText('Your card was declined, please try using another one.', { exact: true }).waitFor();
    await screenshot(page, 'stripe-add-card-declined-en-1280');

    await typeCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: en.billing.card.saveAndStart }).click();
    // A new business is still in onboarding: the purchase moves it on, then My subscription shows the trial.
    await page.waitForURL(`${baseUrl}/my_account`);
    // The page made each payment method under the configured key.
    expect((await standIn(page)).paymentMethods).toEqual([
      { key: PUBLISHABLE_KEY, id: 'pm_card_chargeDeclinedInsufficientFunds', options: null },
      { key: PUBLISHABLE_KEY, id: 'pm_card_chargeDeclined', options: null },
      { key: PUBLISHABLE_KEY, id: 'pm_card_visa', options: null },
    ]);
    await page.goto(`${baseUrl}/my_subscription`);
    await page.getByText(en.billing.my.statuses.trialing, { exact: true }).waitFor();
    await page.getByText('Visa ending in 4242').waitFor();

    // Stripe saw the three cards and the plan at its configured price.
    const calls = fake.requests.map(({ method, path }) => `${method} ${path.split('?')[0]}`);
    expect(calls).toContain('POST /v1/payment_methods/pm_card_chargeDeclinedInsufficientFunds/attach');
    expect(calls).toContain('POST /v1/payment_methods/pm_card_chargeDeclined/attach');
    expect(calls).toContain('POST /v1/payment_methods/pm_card_visa/attach');
    const created = fake.requests.filter(
      ({ method, path }) => method === 'POST' && path === '/v1/subscriptions',
    );
    expect(created.map(({ form }) => form['items[0][price]'])).toEqual([PRICES['whatsapp:US']]);
    expect(created[0]?.form.trial_period_days).toBe('7');
    await context.close();
  });

  it('says so in both languages when Stripe.js cannot load, and loads it on a new try', async () => {
    const { baseUrl } = server;
    const market = MARKETS[1];
    if (!market) throw new Error('no market');
    const admin = await signUp(baseUrl, market, 'Sin Conexión');
    const context = await browser().newContext({
      locale: market.locale,
      viewport: { width: 1280, height: 900 },
    });
    await context.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await signInAdmin(page, baseUrl, admin, 'english');

    await page.goto(`${baseUrl}/add_card`);
    await page.getByText(en.billing.card.stripe.loadFailed).waitFor();
    await page.getByText(en.billing.card.stripe.loadFailedBody).waitFor();
    await screenshot(page, 'stripe-add-card-unavailable-en-1280');
    await page.evaluate(() => localStorage.setItem('language', 'spanish'));
    await page.reload();
    await page.getByText(es.billing.card.stripe.loadFailed).waitFor();
    await page.getByText(es.billing.card.stripe.loadFailedBody).waitFor();
    await page.setViewportSize({ width: 375, height: 900 });
    await screenshot(page, 'stripe-add-card-unavailable-es-375');

    // Back online: trying again brings the card field.
    await context.unrouteAll();
    await serveStripeJs(context);
    await page.getByRole('button', { name: es.common.tryAgain }).click();
    await cardNumber(page).waitFor();
    expect(await page.getByText(es.billing.card.stripe.loadFailed).count()).toBe(0);
    await context.close();
  });

  it('stops waiting for a Stripe.js that never answers, and says so', async () => {
    const { baseUrl } = server;
    const market = MARKETS[0];
    if (!market) throw new Error('no market');
    const admin = await signUp(baseUrl, market, 'Slow Line Deliveries');
    const context = await browser().newContext({
      locale: market.locale,
      viewport: { width: 1280, height: 900 },
    });
    // A blackholed script: the request is never answered.
    const held: Route[] = [];
    await context.route('https://js.stripe.com/**', (route) => {
      held.push(route);
    });
    const page = await context.newPage();
    await signInAdmin(page, baseUrl, admin, 'english');
    await page.clock.install();
    await page.goto(`${baseUrl}/add_card`);
    await page.getByText(en.billing.card.stripe.loading).waitFor();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.runFor(STRIPE_LOAD_TIMEOUT_MS + 1_000);
    await page.getByText(en.billing.card.stripe.loadFailed).waitFor();
    await page.getByRole('button', { name: en.common.tryAgain }).waitFor();
    for (const route of held) await route.abort().catch(() => {});
    await context.close();
  });
});

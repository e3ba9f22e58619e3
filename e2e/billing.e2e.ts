import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es as courierEs } from '../apps/web/src/courier/i18n/es';
import { billingEn } from '../apps/web/src/lib/i18n/billing.en';
import { billingEs } from '../apps/web/src/lib/i18n/billing.es';
import { en as appEn } from '../apps/web/src/lib/i18n/en';
import { es as appEs } from '../apps/web/src/lib/i18n/es';

// The app's words and the billing pages' own, as the pages see them once loaded.
const en = { ...appEn, billing: billingEn };
const es = { ...appEs, billing: billingEs };

import { MARKETS, marketAdminPage, shootInBothLanguages, signUp } from './admin-helpers';
import { apiCall } from './api';
import { subscribeWithTestCard, TEST_CARDS } from './billing-helpers';
import { screenshot, useBrowser } from './browser';
import { addTeamCourier, courierAppUrl, phoneWithGps, submitCourierLogin } from './courier-helpers';
import { startTestServer, type TestServer } from './server';

// This file moves the server's clock, so it runs its own server rather than the shared one.
let server: TestServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const DAY_SECONDS = 86_400;
/** The page in both languages (shootInBothLanguages); `ready` names what shows once it has loaded. */
const shootAll = (page: Page, name: string, ready: (text: typeof en) => string) =>
  shootInBothLanguages(page, `billing-${name}`, (tag) => ready(tag === 'en' ? en : es));

async function fillCard(page: Page, number: string) {
  await page.getByLabel(en.billing.card.number).fill(number);
  await page.getByLabel(en.billing.card.expMonth).fill('12');
  await page.getByLabel(en.billing.card.expYear).fill(String(new Date().getFullYear() + 3));
  await page.getByLabel(en.billing.card.cvc).fill('123');
}

const banner = (page: Page) => page.locator('.sub-banner');

describe('billing in the browser', () => {
  it('buys the trial with a confirmed price, survives a declined card, and recovers from a failed first charge', async () => {
    const { baseUrl } = server;
    const market = MARKETS[0];
    if (!market) throw new Error('no market');
    const admin = await signUp(baseUrl, market, 'Blue Bottle Deliveries');
    const { context, page } = await marketAdminPage(browser(), baseUrl, admin, market, {
      onboarding: 'checkout',
    });

    // /buy_sub: the US price in dollars, the trial, and the SMS plan chosen.
    await page.goto(`${baseUrl}/buy_sub`);
    await page.getByRole('heading', { level: 1, name: en.billing.buy.title }).waitFor();
    await page.getByText('1-week free trial, then $15.00 USD a month').waitFor();
    await page.getByText('$15.00 USD', { exact: true }).waitFor();
    const choose = async () => {
      await page.locator('label', { hasText: en.billing.plans.sms }).click();
      expect(await page.getByRole('radio', { name: new RegExp(en.billing.plans.sms) }).isChecked()).toBe(
        true,
      );
    };
    await choose();
    await shootAll(page, 'buy-sub', (text) => text.billing.buy.title);
    await choose();

    await page.getByRole('button', { name: en.billing.buy.start }).click();
    const confirm = page.getByRole('alertdialog', { name: en.billing.buy.confirmTitle });
    await confirm.waitFor();
    await confirm.getByText('$15.00 USD a month', { exact: true }).waitFor();
    await screenshot(page, 'billing-buy-sub-confirm-en-1280');
    await confirm.getByRole('button', { name: 'Confirm $15.00 USD a month' }).click();

    // /add_card carries the plan and the confirmed price; no card is charged before the trial ends.
    await page.waitForURL(/\/add_card\?plan=sms&price=1500$/);
    await page.getByText('You will not be charged today.', { exact: false }).waitFor();
    await shootAll(page, 'add-card', (text) => text.billing.card.title);

    await page.getByRole('button', { name: en.billing.card.saveAndStart }).click();
    await page.getByText(en.billing.card.errors.number).waitFor();

    await fillCard(page, TEST_CARDS.declined);
    await page.getByRole('button', { name: en.billing.card.saveAndStart }).click();
    await page.getByText('Your card was declined, please try using another one.', { exact: true }).waitFor();

    await fillCard(page, TEST_CARDS.failsLater);
    await page.getByRole('button', { name: en.billing.card.saveAndStart }).click();
    // Onboarding goes on past checkout, without a reload.
    await page.waitForURL(`${baseUrl}/my_account`);
    await expect
      .poll(() => page.locator('[aria-current="step"]').textContent(), { timeout: 15_000 })
      .toContain('Add your first courier');

    await page.goto(`${baseUrl}/my_subscription`);
    await page.getByText(en.billing.my.statuses.trialing, { exact: true }).waitFor();
    await page.getByText(en.billing.my.explain.trialing).waitFor();
    await page.getByText('Visa ending in 0341').waitFor();
    await shootAll(page, 'my-subscription-trialing', (text) => text.billing.my.title);

    // Past the trial: the first charge fails and the trial reads as expired.
    await apiCall(baseUrl, 'POST', '/api/dev/clock', { advance_seconds: 8 * DAY_SECONDS });
    await apiCall(baseUrl, 'POST', '/api/dev/billing/run', {});

    await page.goto(`${baseUrl}/monitor`);
    await banner(page).waitFor();
    expect(await banner(page).getAttribute('class')).toContain('sub-banner--trial_expired');
    await shootAll(page, 'monitor-banner', (text) => text.monitor.title);

    await page.goto(`${baseUrl}/my_subscription`);
    await page.getByText(en.billing.my.statuses.trial_expired, { exact: true }).waitFor();
    await page.getByText(en.billing.my.explain.trial_expired).waitFor();
    expect(await banner(page).count()).toBe(0);
    await shootAll(page, 'my-subscription-trial-expired', (text) => text.billing.my.title);
    expect(await banner(page).count()).toBe(0);

    // A working card, made the default, pays what is overdue; the banner goes.
    await page.getByRole('link', { name: en.billing.my.addCard }).first().click();
    await page.waitForURL(`${baseUrl}/add_card`);
    await fillCard(page, TEST_CARDS.good);
    await page.getByRole('button', { name: en.billing.card.save, exact: true }).click();
    await page.waitForURL(`${baseUrl}/my_subscription`);
    await page
      .getByRole('button', { name: `${en.billing.my.cards.makeDefault}: Visa ending in 4242` })
      .click();
    await page.getByText('The card ending in 4242 now pays your subscription.').waitFor();
    await page.getByRole('button', { name: 'Pay $15.00 USD now' }).click();
    await page.getByText(en.billing.my.paid).waitFor();
    await page.getByText(en.billing.my.statuses.active, { exact: true }).waitFor();
    await page.getByRole('row', { name: /\$15\.00 USD Paid •••• 4242/ }).waitFor();

    await page.goto(`${baseUrl}/monitor`);
    await page.getByRole('heading', { level: 1, name: en.monitor.title }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sub_banner'))).toBeNull();
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('cancels at once after a confirmation and offers to reactivate without a second trial', async () => {
    const { baseUrl } = server;
    const market = MARKETS[1];
    if (!market) throw new Error('no market');
    const admin = await signUp(baseUrl, market, 'Flores Lupita');
    await subscribeWithTestCard(baseUrl, admin, 'whatsapp');
    const { context, page } = await marketAdminPage(browser(), baseUrl, admin, market, {
      language: 'english',
    });

    // A day and a half before the trial's end, the page says so (the browser's clock follows the server's).
    const { now } = await apiCall<{ now: number }>(baseUrl, 'POST', '/api/dev/clock', {
      advance_seconds: 5.5 * DAY_SECONDS,
    });
    await page.clock.setFixedTime(now * 1000);
    await page.goto(`${baseUrl}/my_subscription`);
    await page.getByText(en.billing.my.statuses.trialing, { exact: true }).waitFor();
    await page.getByText('$299.00 MXN a month').waitFor();
    await page.getByText('Your free trial ends in 2 days').waitFor();
    await shootAll(page, 'my-subscription-trial-notice', (text) => text.billing.my.title);
    await page.getByRole('button', { name: en.billing.my.cancel.open }).click();
    const dialog = page.getByRole('alertdialog', { name: en.billing.my.cancel.title });
    await dialog.getByRole('button', { name: en.billing.my.cancel.keep }).waitFor();
    await screenshot(page, 'billing-cancel-confirm-en-1280');
    await dialog.getByRole('button', { name: en.billing.my.cancel.confirm }).click();
    await page.getByText(en.billing.my.cancel.done, { exact: true }).waitFor();
    await page.getByText(en.billing.my.statuses.canceled, { exact: true }).waitFor();
    await page.getByRole('button', { name: en.billing.my.reactivate }).waitFor();
    await shootAll(page, 'my-subscription-canceled', (text) => text.billing.my.title);

    // Reactivating confirms the regular price and charges at once: no second trial.
    await page.getByRole('button', { name: en.billing.my.reactivate }).click();
    const confirm = page.getByRole('alertdialog', { name: en.billing.buy.confirmTitle });
    await confirm.getByText(en.billing.buy.confirmNow).waitFor();
    await confirm.getByRole('button', { name: 'Confirm $299.00 MXN a month' }).click();
    await page.getByText(en.billing.my.reactivated).waitFor();
    await page.getByText(en.billing.my.statuses.active, { exact: true }).waitFor();
    // The charge reaches our books through the provider's event a moment after the answer: the
    // list shows it without a reload.
    await page.getByRole('cell', { name: '$299.00 MXN' }).waitFor();
    await context.close();
  });

  it('tells a courier, in their language, that the subscription stops new deliveries after the grace days', async () => {
    const { baseUrl } = server;
    const market = MARKETS[1];
    if (!market) throw new Error('no market');
    // Never subscribed: in bad standing since signup, and past the 3-day grace four days later.
    const admin = await signUp(baseUrl, market, 'Panadería Sol');
    const courier = await addTeamCourier(baseUrl, admin, {
      name: 'Iván',
      cell_phone: market.courierPhone(1).typed,
    });
    await apiCall(baseUrl, 'POST', '/api/dev/clock', { advance_seconds: 4 * DAY_SECONDS });

    const context = await phoneWithGps(browser(), market.locale, { latitude: 19.4326, longitude: -99.1332 });
    const page = await context.newPage();
    await page.goto(courierAppUrl(baseUrl));
    await submitCourierLogin(page, courierEs, courier);
    await page.getByRole('heading', { name: courierEs['start.title'] }).waitFor();
    await page.getByLabel(courierEs['start.phone']).fill('55 1234 5678');
    await page.getByRole('button', { name: courierEs['start.submit'] }).click();
    await page.getByText(courierEs['start.subscriptionInactive']).waitFor();
    await screenshot(page, 'billing-courier-blocked-es-375');
    await context.close();
  });
});

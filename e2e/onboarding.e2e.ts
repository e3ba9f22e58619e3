import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { billingEn } from '../apps/web/src/lib/i18n/billing.en';
import { en } from '../apps/web/src/lib/i18n/en';
import { signInAdmin } from './admin-helpers';
import { subscribeWithTestCard } from './billing-helpers';
import { screenshot, useBrowser } from './browser';
import { type AdminSession, addTeamCourier, apiCall, signUpBusiness } from './courier-helpers';

const baseUrl = inject('baseUrl');

const browser = useBrowser();
let page: Page;
let admin: AdminSession;

beforeAll(async () => {
  admin = await signUpBusiness(baseUrl, {
    company_name: 'Veterinaria Luna',
    full_name: 'Marta Ruiz',
    cell_phone: '55 4444 1212',
    delivery_amount_per_day: 12,
    language: 'english',
  });
  const context = await browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signInAdmin(page, baseUrl, admin, 'english', 'checkout');
});

const currentStep = () => page.locator('[aria-current="step"]').textContent();

describe('onboarding on My account', () => {
  it('leads checkout to the plan choice, then advances by itself once subscribed and a courier is added', async () => {
    await page.goto(`${baseUrl}/my_account`);
    await expect.poll(currentStep, { timeout: 15_000 }).toContain(en.myAccount.steps.checkout);
    // No step is skipped by hand any more: checkout is the plan choice.
    expect(await page.getByRole('button', { name: 'Skip this step for now' }).count()).toBe(0);
    await page.getByRole('link', { name: en.myAccount.actions.checkout }).click();
    await page.getByRole('heading', { level: 1, name: billingEn.buy.title }).waitFor();

    await subscribeWithTestCard(baseUrl, admin);
    await page.goto(`${baseUrl}/my_account`);
    await expect.poll(currentStep, { timeout: 15_000 }).toContain('Add your first courier');

    await addTeamCourier(baseUrl, admin, { name: 'Iván', last_name: 'Soto', cell_phone: '55 7777 1212' });
    // The checklist notices without a reload: coming back to the tab checks at once.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(currentStep, { timeout: 25_000 }).toContain(en.myAccount.steps.make_trip);
    await screenshot(page, 'onboarding-make-trip-1280');
  });
});

describe('/demo_sms', () => {
  it("sends the tracking message to the admin's own phone and counts what is left", async () => {
    await page.goto(`${baseUrl}/demo_sms`);
    await page.getByRole('heading', { level: 1, name: en.demoSms.title }).waitFor();
    await page.getByText('55 4444 1212', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: en.demoSms.send }).click();
    await page.getByText('Sent to 55 4444 1212 — check your WhatsApp.').waitFor();
    await page.getByText('2 samples left this hour').waitFor();
    const outbox = await apiCall<{ data: { to: string; text: string }[] }>(
      baseUrl,
      'GET',
      '/api/dev/outbox?channel=whatsapp',
    );
    const sample = outbox.data.find((message) => message.to === '+525544441212');
    // A Mexican business writes to its customers in Spanish, whatever its admin reads (issue 10).
    expect(sample?.text).toContain('Veterinaria Luna: tu pedido va en camino');
    expect(sample?.text).not.toContain('your delivery');
    expect(sample?.text).toContain('/track-demo');
    await screenshot(page, 'demo-sms-sent-1280');
  });
});

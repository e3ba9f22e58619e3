import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { seriousViolations } from './axe-helpers';
import { launchBrowser, screenshot } from './browser';
import { apiCall } from './courier-helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { tag: 'en', locale: 'en-US', text: en, language: 'english', country: 'US', phone: '(415) 555-2671' },
  { tag: 'es', locale: 'es-MX', text: es, language: 'spanish', country: 'MX', phone: '55 1234 5678' },
])('pages this change touched, in $locale', ({ tag, locale, text, language, country, phone }) => {
  const email = `a11y-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'a11y-pass-1';

  beforeAll(async () => {
    await apiCall(baseUrl, 'POST', '/api/signup', {
      company_name: 'Farmacia Luna',
      country_iso: country,
      email,
      password,
      full_name: 'Luna Díaz',
      cell_phone: phone,
      delivery_amount_per_day: 30,
      vehicle_type: 'motorcycle',
      branch_names: [''],
      language,
    });
  });

  it.each([1280, 375])('has no serious accessibility finding at %i px', async (width) => {
    // bypassCSP: axe is injected as an inline script, which the app's policy rightly refuses.
    const context = await browser.newContext({ locale, viewport: { width, height: 900 }, bypassCSP: true });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel(text.login.email).fill(email);
      await page.getByLabel(text.login.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: text.login.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/my_account');

      await page.getByRole('heading', { name: text.myAccount.security.title }).waitFor();
      expect(await seriousViolations(page), 'my account').toEqual([]);
      await screenshot(page, `a11y-my-account-${tag}-${width}`);
      await page.getByRole('button', { name: text.myAccount.security.logoutAll }).click();
      await page.getByRole('alertdialog').waitFor();
      expect(await seriousViolations(page), 'log out everywhere dialog').toEqual([]);
      await screenshot(page, `a11y-logout-all-${tag}-${width}`);
      await page.getByRole('button', { name: text.common.cancel }).click();

      await page.goto(`${baseUrl}/dev/outbox`);
      await page.getByRole('heading', { name: text.outbox.title }).waitFor();
      expect(await seriousViolations(page), 'outbox').toEqual([]);
      await screenshot(page, `a11y-outbox-${tag}-${width}`);

      await page.goto(`${baseUrl}/design_tracking`);
      await page.getByTestId('branding-preview').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), 'design tracking').toEqual([]);
      await screenshot(page, `a11y-design-tracking-${tag}-${width}`);
    } finally {
      await context.close();
    }
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { signInAdmin } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import {
  type AdminSession,
  addTeamCourier,
  apiCall,
  courierToken,
  signUpBusiness,
  startTrip,
} from './courier-helpers';

const baseUrl = inject('baseUrl');

/** A 2×2 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const browser = useBrowser();
let admin: AdminSession;

beforeAll(async () => {
  admin = await signUpBusiness(baseUrl, {
    company_name: 'Flores Rocío',
    full_name: 'Rocío Díaz',
    delivery_amount_per_day: 15,
    vehicle_type: 'bicycle',
    language: 'english',
  });
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** /design_tracking signed in as the admin, in `language` at `width` px; closed after the test. */
async function designPage(language: 'english' | 'spanish', width: 1280 | 375): Promise<Page> {
  const context = await browser().newContext({
    locale: language === 'english' ? 'en-US' : 'es-MX',
    viewport: { width, height: width === 375 ? 812 : 900 },
  });
  contexts.push(context);
  const page = await context.newPage();
  await signInAdmin(page, baseUrl, admin, language);
  await page.goto(`${baseUrl}/design_tracking`);
  return page;
}

const headerBackground = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

describe('customize tracking /design_tracking', () => {
  it('saves a header colour and a logo that the customer tracking page then shows (en, 1280 px)', async () => {
    const page = await designPage('english', 1280);
    await page.getByRole('heading', { level: 1, name: en.branding.title }).waitFor();
    const previewHeader = '[data-testid="branding-preview"] .tp-header';
    await page.locator(previewHeader).waitFor();

    // A light header under white text is hard to read: the page says so.
    const headerHex = page.getByLabel(en.branding.headerColor, { exact: true });
    await headerHex.fill('#f5d90a');
    await page.getByTestId('contrast-warning').waitFor();
    await expect.poll(() => headerBackground(page, previewHeader)).toBe('rgb(245, 217, 10)');

    await headerHex.fill('#7b1fa2');
    await expect.poll(() => page.getByTestId('contrast-warning').count()).toBe(0);
    await expect.poll(() => headerBackground(page, previewHeader)).toBe('rgb(123, 31, 162)');

    // A file of the wrong type is refused before any request.
    await page
      .getByTestId('logo-input')
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: PNG });
    await page
      .getByText(/PNG|JPEG|WebP|SVG/)
      .first()
      .waitFor();
    await page
      .getByTestId('logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText(en.branding.logoNew).waitFor();
    await expect
      .poll(() => page.locator('[data-testid="branding-preview"] .tp-logo').getAttribute('src'))
      .toMatch(/^blob:/);

    await page.getByRole('button', { name: en.common.save }).click();
    await page.getByText(en.branding.saved).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('logo-current').getAttribute('src')).toMatch(/^\/uploads\//);
    await screenshot(page, 'branding-en-1280');

    const saved = await apiCall<{ header_color: string; logo_url: string | null }>(
      baseUrl,
      'GET',
      `/api/brandings?business_id=${admin.business_id}`,
    );
    expect(saved.header_color).toBe('#7b1fa2');
    expect(saved.logo_url).toMatch(/^\/uploads\//);

    // A started trip's tracking page wears the new branding.
    const rosa = await addTeamCourier(baseUrl, admin, { name: 'Rosa', last_name: 'Gómez' });
    const trip = await startTrip(baseUrl, await courierToken(baseUrl, rosa), '55 2222 2222');
    const tracking = await page.context().newPage();
    await tracking.goto(`${baseUrl}/t?id=${trip.generated_trip_id}&tiles=none`);
    await tracking.locator('.tp-logo').waitFor({ timeout: 15_000 });
    expect(await headerBackground(tracking, '.tp-header')).toBe('rgb(123, 31, 162)');
    expect(await tracking.locator('.tp-logo').getAttribute('src')).toMatch(/^\/uploads\//);
    const loaded = await tracking
      .locator('.tp-logo')
      .evaluate(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      );
    expect(loaded).toBe(true);
  });

  it('shows the saved branding in Spanish on a phone and removes the logo (es, 375 px)', async () => {
    const page = await designPage('spanish', 375);
    await page.getByRole('heading', { level: 1, name: es.branding.title }).waitFor();
    await page.getByText(es.branding.logoCurrent).waitFor();
    await expect
      .poll(() => page.getByLabel(es.branding.headerColor, { exact: true }).inputValue())
      .toBe('#7b1fa2');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(page, 'branding-es-375');

    await page.getByLabel(es.branding.textColor, { exact: true }).fill('#zzz');
    await page.getByRole('button', { name: es.common.save }).click();
    await page.getByText('#rrggbb', { exact: false }).or(page.locator('.field__error')).first().waitFor();
    await page.getByLabel(es.branding.textColor, { exact: true }).fill('#ffffff');

    await page.getByRole('button', { name: es.branding.removeLogo }).click();
    await page.getByText(es.branding.logoRemoved).waitFor();
    await page.getByRole('button', { name: es.common.save }).click();
    await page.getByText(es.branding.saved).waitFor({ timeout: 15_000 });
    await page.getByText(es.branding.logoNone).waitFor();
  });

  it('names the logo upload by its visible label and opens it from the keyboard', async () => {
    const page = await designPage('english', 1280);
    await page.locator('[data-testid="branding-preview"] .tp-header').waitFor();
    const upload = page.getByLabel(en.branding.chooseLogo, { exact: true });
    expect(await upload.getAttribute('type')).toBe('file');
    expect(await upload.evaluate((input) => (input as HTMLInputElement).tabIndex)).toBe(0);

    // Tab from the section's title lands on the file input; its label, the visible button,
    // shows the focus ring.
    const label = page.locator('label', { hasText: en.branding.chooseLogo });
    const ring = () => label.evaluate((element) => getComputedStyle(element).boxShadow);
    const resting = await ring();
    await page.getByRole('heading', { name: en.branding.logoTitle, exact: true }).click();
    await page.keyboard.press('Tab');
    expect(await upload.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(ring).not.toBe(resting);

    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText(en.branding.logoNew).waitFor();
    await page.getByLabel(en.branding.replaceLogo, { exact: true }).waitFor();
    await screenshot(page, 'branding-logo-chosen-en-1280');
  });
});

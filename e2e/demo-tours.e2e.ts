import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toursEn } from '../apps/web/src/lib/i18n/tours.en';
import { toursEs } from '../apps/web/src/lib/i18n/tours.es';
import { SIZES } from './accessibility-fixtures';
import { expectAccessible, useBrowser, waitForApp } from './browser';

/*
 * Issue 14 item 4: the twelve demo-tour routes, public, clicked through with "next" from their
 * first popover to sign-up in both languages, axe-audited at every step, with back and exit.
 */

const baseUrl = inject('baseUrl');
const screenshotDir = resolve(import.meta.dirname, '..', 'screenshots');
const browser = useBrowser();

/** Each tour's stops and how many popovers each shows (tour-flow.ts). */
const TOURS = {
  full: [
    ['/demo_tour_0', 4],
    ['/demo_tour_1', 3],
    ['/demo_tour_3', 2],
    ['/demo_tour_4', 2],
    ['/demo_tour_5', 2],
    ['/demo_tour_6', 2],
    ['/demo_tour_end', 2],
  ],
  basic: [
    ['/demo_basic_tour_1', 2],
    ['/demo_basic_tour_2', 2],
    ['/demo_basic_tour_3', 3],
    ['/demo_basic_tour_4', 2],
  ],
  whatsapp: [['/demo_wsp_tour_1', 2]],
} as const satisfies Record<string, readonly (readonly [string, number])[]>;

const progress = (page: Page) => page.locator('.driver-popover-progress-text');
const popoverTitle = (page: Page) => page.locator('.driver-popover-title');
const next = (page: Page) => page.locator('.driver-popover-next-btn').click();
const back = (page: Page) => page.locator('.driver-popover-prev-btn').click();
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** driver.js takes keys only once a popover has stopped moving. */
const settled = (page: Page) => page.locator('[data-testid="tour"][data-settled]').waitFor();

describe.each([
  { tag: 'en', locale: 'en-US', words: toursEn },
  { tag: 'es', locale: 'es-MX', words: toursEs },
] as const)('the demo tours in $locale', ({ tag, locale, words }) => {
  let context: BrowserContext;
  let page: Page;
  const stepText = (current: number, total: number) =>
    words.progress.replace('{{current}}', String(current)).replace('{{total}}', String(total));

  beforeAll(async () => {
    context = await browser().newContext({ locale, viewport: SIZES[0] });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(Object.entries(TOURS))('goes through the %s tour with next until sign-up', async (_name, stops) => {
    const total = stops.reduce((sum, [, count]) => sum + count, 0);
    await page.goto(`${baseUrl}${stops[0]?.[0]}`);
    let step = 0;
    for (const [path, count] of stops) {
      await expect.poll(() => pathOf(page)).toBe(path);
      for (let index = 0; index < count; index += 1) {
        step += 1;
        await expect.poll(() => progress(page).textContent()).toBe(stepText(step, total));
        // Every step audited, with its popover open over the stage.
        await expectAccessible(page, `${path} step ${index + 1} in ${tag}`);
        await next(page);
      }
    }
    await expect.poll(() => pathOf(page)).toBe('/signup');
    expect(await page.locator('.driver-popover').count()).toBe(0);
  });

  it('goes back from the first popover of a stop to the last of the one before', async () => {
    await page.goto(`${baseUrl}/demo_tour_1`);
    await expect.poll(() => progress(page).textContent()).toBe(stepText(5, 17));
    await back(page);
    await expect.poll(() => pathOf(page)).toBe('/demo_tour_0');
    await expect.poll(() => progress(page).textContent()).toBe(stepText(4, 17));
    expect(await popoverTitle(page).textContent()).toBe(words.steps.welcome.admin.title);
    await back(page);
    await expect.poll(() => progress(page).textContent()).toBe(stepText(3, 17));
    // The very first popover offers no back.
    await page.goto(`${baseUrl}/demo_tour_0`);
    await expect.poll(() => popoverTitle(page).textContent()).toBe(words.steps.welcome.intro.title);
    expect(await page.locator('.driver-popover-prev-btn').isVisible()).toBe(false);
  });

  it('moves with the arrow keys and leaves for the landing page on exit or Escape', async () => {
    await page.goto(`${baseUrl}/demo_tour_0`);
    await expect.poll(() => progress(page).textContent()).toBe(stepText(1, 17));
    await settled(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => progress(page).textContent()).toBe(stepText(2, 17));
    await settled(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => progress(page).textContent()).toBe(stepText(1, 17));
    await page.locator('.driver-popover-close-btn').click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.locator('.driver-popover').count()).toBe(0);

    await page.goto(`${baseUrl}/demo_basic_tour_2`);
    await settled(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => pathOf(page)).toBe('/');

    await page.goto(`${baseUrl}/demo_wsp_tour_1`);
    await page.getByRole('link', { name: words.exit }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  it('starts from the landing page', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await page.locator('a[href="/demo_tour_0"]').first().click();
    await expect.poll(() => pathOf(page)).toBe('/demo_tour_0');
    await expect.poll(() => popoverTitle(page).textContent()).toBe(words.steps.welcome.intro.title);
  });

  it('lets the courier start a delivery with only a phone number', async () => {
    await page.goto(`${baseUrl}/demo_tour_5`);
    await settled(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => progress(page).textContent()).toBe(stepText(13, 17));
    await page.locator('input[name="customer_phone_number"]').fill('55 1234 5678');
    await page.locator('.c-start button[type="submit"]').click();
    await page.getByText(words.courierStarted.title).waitFor();
  });

  it('is audited and photographed at a laptop and a phone size', async () => {
    await mkdir(screenshotDir, { recursive: true });
    for (const [path, popovers] of [
      ['/demo_tour_0', 1],
      ['/demo_tour_1', 1],
      ['/demo_tour_1', 2],
      ['/demo_tour_1', 3],
      ['/demo_tour_3', 2],
      ['/demo_tour_4', 1],
      ['/demo_tour_5', 2],
      ['/demo_tour_6', 2],
      ['/demo_tour_end', 2],
      ['/demo_basic_tour_2', 1],
    ] as const) {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(`${baseUrl}${path}`);
        await popoverTitle(page).waitFor();
        for (let index = 1; index < popovers; index += 1) {
          const before = await progress(page).textContent();
          await next(page);
          await expect.poll(() => progress(page).textContent()).not.toBe(before);
        }
        await expectAccessible(page, `${path} at ${size.width} px in ${tag}`);
        // The screen as seen: a whole-page picture would paint the fixed overlay and bar mid-page.
        await page.screenshot({
          path: join(screenshotDir, `tour${path.replace(/\//g, '-')}-${popovers}-${size.width}-${tag}.png`),
        });
      }
    }
    await page.setViewportSize(SIZES[0]);
  });
});

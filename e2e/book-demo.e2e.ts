import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { siteEn } from '../apps/web/src/lib/i18n/site.en';
import { siteEs } from '../apps/web/src/lib/i18n/site.es';
import { SIZES } from './accessibility-fixtures';
import { apiCall } from './api';
import { screenshot, useBrowser, waitForApp } from './browser';

/* Issue 14 item 5: a prospect books a demo on /book_demo, in either language, on a laptop or a phone. */

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openBookDemo(locale: string, width: number): Promise<Page> {
  context = await browser().newContext({ locale, viewport: SIZES.find((size) => size.width === width) });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/book_demo`);
  await waitForApp(page);
  return page;
}

async function emailsTo(to: string) {
  const outbox = await apiCall<{
    data: { to: string; subject: string | null; text: string; channel: string }[];
  }>(baseUrl, 'GET', '/api/dev/outbox?channel=email');
  return outbox.data.filter((item) => item.to === to);
}

describe('/book_demo', () => {
  it.each([
    ['en-US', siteEn, 'en'],
    ['es-MX', siteEs, 'es'],
  ] as const)('is shown in %s at a laptop and a phone width', async (locale, words, tag) => {
    for (const { width } of SIZES) {
      const page = await openBookDemo(locale, width);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(words.bookDemo.heading);
      await screenshot(page, `book-demo-${tag}-${width}`);
      await context?.close();
    }
  });

  it('names what is missing or wrong, then books the demo and confirms it by email', async () => {
    const page = await openBookDemo('es-MX', 375);
    const words = siteEs.bookDemo;
    await page.getByRole('button', { name: words.submit }).click();
    await expect.poll(() => page.locator('.field__error').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'book-demo-errors-es-375');

    const email = `demo-${Date.now()}@patitas.mx`;
    await page.getByLabel(words.name).fill('Lucía Hernández');
    await page.getByLabel(words.company).fill('Veterinaria Patitas');
    await page.getByLabel(words.email).fill(email);
    await page.getByLabel(words.country).selectOption('MX');
    await page.getByLabel(words.phone).fill('12');
    await page.getByRole('button', { name: words.times.evening }).click();
    await page.getByRole('button', { name: words.submit }).click();
    await expect.poll(() => page.locator('.field--invalid').count()).toBe(1);
    await page.getByLabel(words.phone).fill('55 1234 5678');
    await page.getByLabel(words.message).fill('Tenemos 4 repartidores.');
    await page.getByRole('button', { name: words.submit }).click();
    await page.getByRole('heading', { name: words.sentTitle }).waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    await screenshot(page, 'book-demo-sent-es-375');

    await expect.poll(async () => (await emailsTo(email)).length).toBe(1);
    const [confirmation] = await emailsTo(email);
    expect(confirmation?.subject).toBe('Tu solicitud de demostración de RutaViva');
    expect(confirmation?.text).toContain('por la noche');
  });
});

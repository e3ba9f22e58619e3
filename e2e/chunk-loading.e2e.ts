import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { screenshot, useBrowser, waitForApp } from './browser';

/* SPEC §9: a page whose code fails to download, or takes over 120 s, shows a retry prompt. */

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The landing page, with the login page's chunk held back as `hold` says. */
async function landingWithLoginChunk(locale: string, hold: 'fail' | 'hang') {
  context = await browser().newContext({ locale, viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${baseUrl}/`);
  await waitForApp(page);
  await context.route(/\/assets\/login-page-[^/]+\.js$/, (route) =>
    hold === 'fail' ? route.abort() : undefined,
  );
  return page;
}

describe('a page whose code does not arrive', () => {
  it('asks to try again when the download fails, and loads on the next try', async () => {
    const page = await landingWithLoginChunk('en-US', 'fail');
    await page.evaluate(() => {
      history.pushState({}, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: en.routeError.chunkTitle }).waitFor();
    expect(await page.getByText(en.routeError.chunkFailed).count()).toBe(1);
    await screenshot(page, 'chunk-failed-en-375');
    await context?.unrouteAll();
    await page.getByRole('button', { name: en.routeError.retry }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.locator('input[type="email"]').count()).toBe(1);
  });

  it('gives up after 120 seconds with the same prompt, in Spanish too', async () => {
    const page = await landingWithLoginChunk('es-MX', 'hang');
    await page.evaluate(() => {
      history.pushState({}, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.clock.runFor(119_000);
    expect(await page.getByRole('heading', { name: es.routeError.chunkTitle }).count()).toBe(0);
    await page.clock.runFor(2_000);
    await page.getByRole('heading', { name: es.routeError.chunkTitle }).waitFor();
    expect(await page.getByText(es.routeError.chunkTimeout).count()).toBe(1);
    await screenshot(page, 'chunk-timeout-es-375');
  });
});

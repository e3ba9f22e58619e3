import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForApp } from './browser';

/*
 * Issue 14 item 2: the landing page's pricing follows the visitor's country — the browser's
 * language at once, then what the server's geolocation says (here a proxy's country header).
 */

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function pricingMarketOn(locale: string, headers: Record<string, string> = {}) {
  context = await browser().newContext({ locale, extraHTTPHeaders: headers });
  const page = await context.newPage();
  const geo = page.waitForResponse((response) => response.url().endsWith('/api/geo'));
  await page.goto(`${baseUrl}/`);
  await waitForApp(page);
  await geo;
  const subtitle = page.locator('.pricing__subtitle');
  await subtitle.scrollIntoViewIfNeeded();
  return { subtitle, amount: page.locator('.pricing__amount') };
}

describe('the pricing on /', () => {
  it('follows the browser language without anything else', async () => {
    const { subtitle, amount } = await pricingMarketOn('es-MX');
    await expect.poll(() => subtitle.getAttribute('data-market')).toBe('MX');
    expect(await amount.textContent()).toBe('299 MXN');
    await context?.close();
    const us = await pricingMarketOn('en-US');
    await expect.poll(() => us.subtitle.getAttribute('data-market')).toBe('US');
    await context?.close();
    const panama = await pricingMarketOn('es-PA');
    await expect.poll(() => panama.subtitle.getAttribute('data-market')).toBe('international');
  });

  it("follows the country a proxy tells over the browser's language", async () => {
    const { subtitle, amount } = await pricingMarketOn('es-MX', { 'CF-IPCountry': 'US' });
    await expect.poll(() => subtitle.getAttribute('data-market')).toBe('US');
    expect(await amount.textContent()).toBe('15 USD');
  });
});

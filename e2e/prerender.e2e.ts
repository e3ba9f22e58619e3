import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { landingEn } from '../apps/web/src/lib/i18n/landing.en';
import { landingEs } from '../apps/web/src/lib/i18n/landing.es';
import { seoEn } from '../apps/web/src/lib/i18n/seo.en';
import { seoEs } from '../apps/web/src/lib/i18n/seo.es';
import { siteEn } from '../apps/web/src/lib/i18n/site.en';
import { siteEs } from '../apps/web/src/lib/i18n/site.es';
import { PRERENDERED_PAGES } from '../apps/web/src/prerender/pages';
import { screenshot, useBrowser } from './browser';

/*
 * Issue 14 item 3: the public pages are HTML that reads before JavaScript (search engines,
 * WhatsApp's link previews, a slow phone), in the visitor's language, and the app hydrates them
 * without a flash of the spinner or a mismatch.
 */

const baseUrl = inject('baseUrl');
const screenshotDir = resolve(import.meta.dirname, '..', 'screenshots');
mkdirSync(screenshotDir, { recursive: true });
const browser = useBrowser();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const LANGUAGES = [
  { lang: 'en', locale: 'en-US', seo: seoEn, landing: landingEn, site: siteEn },
  { lang: 'es', locale: 'es-MX', seo: seoEs, landing: landingEs, site: siteEs },
] as const;

/** The heading each page is known by; /about_us and /terms_and_conditions are written elsewhere. */
function headingOf(path: string, words: (typeof LANGUAGES)[number]): string | null {
  if (path === '/') return words.landing.hero.title;
  if (path === '/book_demo') return words.site.bookDemo.heading;
  return null;
}

async function open(
  options: { locale: string; javaScriptEnabled: boolean; width?: number },
  path: string,
): Promise<Page> {
  context = await browser().newContext({
    locale: options.locale,
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const meta = (page: Page, selector: string, attribute = 'content') =>
  page.locator(`head ${selector}`).getAttribute(attribute);

describe('the prerendered pages without JavaScript', () => {
  for (const words of LANGUAGES) {
    it.each(PRERENDERED_PAGES.map((page) => [page.path, page.seo] as const))(
      `${words.lang}: %s reads, with its head for search engines and previews`,
      async (path, seo) => {
        const page = await open({ locale: words.locale, javaScriptEnabled: false }, path);
        expect(await page.locator('html').getAttribute('lang')).toBe(words.lang);
        expect(await page.title()).toBe(words.seo[seo].title);
        const heading = page.getByRole('heading', { level: 1 });
        expect(await heading.isVisible()).toBe(true);
        const expected = headingOf(path, words);
        if (expected) expect(await heading.textContent()).toBe(expected);
        else expect((await heading.textContent())?.trim()).not.toBe('');
        expect(await meta(page, 'meta[property="og:title"]')).toBe(words.seo[seo].title);
        expect(await meta(page, 'meta[property="og:description"]')).toBe(words.seo[seo].description);
        expect(await meta(page, 'meta[name="description"]')).toBe(words.seo[seo].description);
        expect(await meta(page, 'link[rel="canonical"]', 'href')).toBe(
          `${baseUrl}${path}?lang=${words.lang}`,
        );
        expect(await meta(page, 'meta[property="og:url"]')).toBe(`${baseUrl}${path}?lang=${words.lang}`);
        expect(await meta(page, 'link[hreflang="x-default"]', 'href')).toBe(`${baseUrl}${path}`);
        expect(await meta(page, 'meta[property="og:image"]')).toBe(`${baseUrl}/courier/icon-512.png`);
      },
    );
  }

  it('follows ?lang= over the browser language, and shows the landing page at a phone width', async () => {
    const page = await open({ locale: 'en-US', javaScriptEnabled: false, width: 375 }, '/?lang=es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(landingEs.hero.title);
    // axe needs JavaScript (the hydrated pages are audited below); this is the picture only.
    await page.screenshot({
      path: join(screenshotDir, 'prerendered-landing-es-375-nojs.png'),
      fullPage: true,
    });
  });
});

/** Console errors and uncaught ones (React reports a hydration mismatch as both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Notes whether the page ever showed the spinner or lost the prerendered content: both mean the
 * app drew the page anew instead of hydrating it.
 */
async function watchHydration(context: BrowserContext) {
  await context.addInitScript(() => {
    const flags = { spinner: false, replaced: false };
    (window as unknown as { hydration: typeof flags }).hydration = flags;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) flags.replaced = true;
        for (const node of Array.from(record.addedNodes)) {
          if (
            node instanceof Element &&
            (node.matches('.page-spinner') || node.querySelector('.page-spinner'))
          )
            flags.spinner = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

async function openHydrated(locale: string, path: string, width = 1280) {
  context = await browser().newContext({ locale, viewport: { width, height: 800 } });
  await watchHydration(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${baseUrl}${path}`);
  return { page, errors };
}

const hydrationFlags = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { hydration: { spinner: boolean; replaced: boolean } }).hydration,
  );

describe('the prerendered pages with JavaScript', () => {
  it('hydrates /book_demo without an error or the spinner, and its form validates', async () => {
    const { page, errors } = await openHydrated('es-MX', '/book_demo', 375);
    const words = siteEs.bookDemo;
    // The browser's country is filled in once the page is interactive.
    await expect.poll(() => page.getByLabel(words.country).inputValue()).toBe('MX');
    await page.getByRole('button', { name: words.submit }).click();
    await expect.poll(() => page.locator('.field__error').count()).toBeGreaterThanOrEqual(3);
    expect(await hydrationFlags(page)).toEqual({ spinner: false, replaced: false });
    expect(errors).toEqual([]);
    await screenshot(page, 'prerendered-book-demo-es-375-hydrated');
  });

  it.each(PRERENDERED_PAGES.map((page) => page.path))(
    'hydrates %s in both languages without an error',
    async (path) => {
      for (const { locale } of LANGUAGES) {
        const { page, errors } = await openHydrated(locale, path);
        // The app starts after the first paint (public/prerender-boot.js) and marks #root when live.
        await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
        // The page painted before any of the app's modules was even requested.
        const order = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const modules = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'));
          return { paint, firstModule: Math.min(...modules.map((entry) => entry.startTime)) };
        });
        expect(order.paint, `${path} ${locale}`).toBeDefined();
        expect(order.firstModule, `${path} ${locale}`).toBeGreaterThanOrEqual(order.paint ?? Number.NaN);
        await page.locator('#root a[href="/login"]').first().click();
        await page.waitForURL(/\/login/);
        expect(await hydrationFlags(page)).toEqual({ spinner: false, replaced: false });
        expect(errors, `${path} ${locale}`).toEqual([]);
        await context?.close();
      }
    },
  );

  it("switches the landing page's language, and after that serves it in the stored one", async () => {
    const { page, errors } = await openHydrated('en-US', '/');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(landingEn.hero.title);
    await page.locator('.top-bar').getByRole('button', { name: 'Español' }).click();
    await expect.poll(() => heading.textContent()).toBe(landingEs.hero.title);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    // Served in English again (the browser asks for it), then shown in the stored Spanish.
    await page.reload();
    await expect.poll(() => heading.textContent()).toBe(landingEs.hero.title);
    expect(await hydrationFlags(page)).toEqual({ spinner: false, replaced: false });
    expect(errors).toEqual([]);
    await screenshot(page, 'prerendered-landing-es-1280-stored');
  });
});

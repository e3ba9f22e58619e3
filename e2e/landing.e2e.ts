import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { screenshot, useBrowser, waitForApp } from './browser';

/*
 * Issue 14 item 1: the landing page (SPEC §2 "Landing page", §8 "the video cannot play"). The
 * pricing's market detection itself is visitor-country.e2e.ts's; here, what each market reads.
 */

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(options: BrowserContextOptions & { locale: string }): Promise<Page> {
  context = await browser().newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await waitForApp(page);
  return page;
}

const carousel = (page: Page, label: string) =>
  page.locator(`section[aria-roledescription="carousel"][aria-label="${label}"]`);

/** "Slide 2 of 4", as the slide on show names itself. */
const current = (carousel: Locator) =>
  carousel.locator('.carousel__slide--current').getAttribute('aria-label');

/** A finger swipe across the carousel, through the DevTools protocol (real touch → pointer events). */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = await target.boundingBox();
  if (!box) throw new Error('the carousel is not on screen');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const session = await page.context().newCDPSession(page);
  const point = (fraction: number) => [{ x: box.x + box.width * fraction, y }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from + (to - from) * step),
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

describe('the landing page', () => {
  it("speaks the browser's language", async () => {
    const spanish = await open({ locale: 'es-MX' });
    await spanish.getByRole('heading', { level: 1, name: es.landing.hero.title }).waitFor();
    expect(await spanish.locator('html').getAttribute('lang')).toBe('es');
    await context?.close();
    const english = await open({ locale: 'en-GB' });
    await english.getByRole('heading', { level: 1, name: en.landing.hero.title }).waitFor();
    expect(await english.locator('html').getAttribute('lang')).toBe('en');
  });

  it('wraps both carousels both ways with the arrows, and says which slide shows', async () => {
    const page = await open({ locale: 'en-US' });
    for (const [label, total] of [
      [en.landing.features.carouselLabel, 4],
      [en.landing.testimonials.carouselLabel, 3],
    ] as const) {
      const region = carousel(page, label);
      await region.scrollIntoViewIfNeeded();
      const previous = region.getByRole('button', { name: en.common.previous });
      const next = region.getByRole('button', { name: en.common.next });
      expect(await current(region)).toBe(`Slide 1 of ${total}`);
      await previous.click();
      await expect.poll(() => current(region)).toBe(`Slide ${total} of ${total}`);
      await expect
        .poll(() => region.locator('[aria-live="polite"]').textContent())
        .toBe(`Slide ${total} of ${total}`);
      await next.click();
      await expect.poll(() => current(region)).toBe(`Slide 1 of ${total}`);
      // Keys work from the controls too.
      await next.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => current(region)).toBe(`Slide ${total} of ${total}`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => current(region)).toBe(`Slide 1 of ${total}`);
    }
  });

  it('moves both carousels by swiping on a touch screen, wrapping', async () => {
    const page = await open({
      locale: 'en-US',
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    for (const [label, total] of [
      [en.landing.features.carouselLabel, 4],
      [en.landing.testimonials.carouselLabel, 3],
    ] as const) {
      const region = carousel(page, label);
      await region.scrollIntoViewIfNeeded();
      const track = region.locator('.carousel__track');
      await swipe(page, track, 'right');
      await expect.poll(() => current(region)).toBe(`Slide ${total} of ${total}`);
      await swipe(page, track, 'left');
      await expect.poll(() => current(region)).toBe(`Slide 1 of ${total}`);
      await swipe(page, track, 'left');
      await expect.poll(() => current(region)).toBe(`Slide 2 of ${total}`);
    }
  });

  it('prices in pesos for Mexico, US dollars for the US and international dollars elsewhere', async () => {
    const cases = [
      { locale: 'es-MX', subtitle: 'en pesos mexicanos', body: es.landing.features.tracking.bodyMX },
      { locale: 'en-US', subtitle: 'in US dollars', body: en.landing.features.tracking.bodyUS },
      { locale: 'en-AR', subtitle: 'in international US dollars', body: en.landing.features.tracking.body },
    ];
    for (const { locale, subtitle, body } of cases) {
      const page = await open({ locale });
      const text = page.locator('.pricing__subtitle');
      await expect.poll(() => text.textContent(), { message: locale }).toContain(subtitle);
      // SPEC §2: the first feature's body only for MX or US.
      const features = page.locator('.feature-slide__body').first();
      await expect.poll(() => features.textContent(), { message: locale }).toBe(body);
      await context?.close();
      context = undefined;
    }
  });

  it('plays a video while it is on screen and pauses it when scrolled away', async () => {
    const page = await open({ locale: 'en-US' });
    const video = page.locator('#how-it-works video');
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  it('does not start videos for a visitor who prefers reduced motion: the poster and a play button', async () => {
    const page = await open({ locale: 'en-US', reducedMotion: 'reduce' });
    const how = page.locator('#how-it-works');
    await how.scrollIntoViewIfNeeded();
    const play = how.getByRole('button', {
      name: en.landing.media.play.replace('{{name}}', en.landing.media.how),
    });
    await play.waitFor();
    expect(await how.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await play.click();
    await expect
      .poll(() => how.locator('video').evaluate((element: HTMLVideoElement) => !element.paused))
      .toBe(true);
  });

  for (const [locale, text] of [
    ['en-US', en],
    ['es-MX', es],
  ] as const) {
    it(`shows the poster and says the video cannot play when it cannot load (${locale})`, async () => {
      context = await browser().newContext({ locale, viewport: { width: 1280, height: 900 } });
      await context.route(/\/media\/[^?]+\.(webm|mp4)(\?|$)/, (route) => route.fulfill({ status: 404 }));
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await waitForApp(page);
      const how = page.locator('#how-it-works');
      await how.scrollIntoViewIfNeeded();
      await how.getByRole('status').filter({ hasText: text.landing.media.cannotPlay }).waitFor();
      expect(await how.locator('video').getAttribute('poster')).toMatch(/\/media\/how-(en|es)\.webp/);
    });
  }

  it('keeps the layout still while media load (layout shift under 0.05) at both sizes', async () => {
    for (const width of [1280, 375]) {
      context = await browser().newContext({ locale: 'en-US', viewport: { width, height: 800 } });
      await context.addInitScript(() => {
        const shifts = { total: 0 };
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await waitForApp(page);
      await page.locator('.pricing__subtitle').waitFor();
      // Down the page a screen at a time, so every lazy image and poster loads where it sits.
      for (const section of ['#features', '#how-it-works', '#pricing', '#faq', 'footer']) {
        await page.locator(section).scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
      }
      const total = await page.evaluate(
        () => (window as unknown as { shifts: { total: number } }).shifts.total,
      );
      expect(total, `layout shift at ${width} px`).toBeLessThanOrEqual(0.05);
      await context.close();
      context = undefined;
    }
  });

  it('looks right at 1280 and 375 px in both languages', async () => {
    for (const locale of ['en-US', 'es-MX']) {
      for (const width of [1280, 375]) {
        const page = await open({ locale, viewport: { width, height: 800 } });
        await page.locator('.pricing__subtitle').waitFor();
        await screenshot(page, `landing-${locale}-${width}`);
        // Each feature slide on its own, to look at its media in the frame.
        const features = page.locator('#features');
        for (const slide of [2, 3, 4]) {
          await features
            .getByRole('button', { name: locale === 'es-MX' ? es.common.next : en.common.next })
            .click();
          await features
            .locator(
              `[aria-label$="${slide} ${locale === 'es-MX' ? 'de' : 'of'} 4"].carousel__slide--current`,
            )
            .waitFor();
          await features.screenshot({
            path: join(
              import.meta.dirname,
              '..',
              'screenshots',
              `landing-${locale}-${width}-slide${slide}.png`,
            ),
            animations: 'disabled',
          });
        }
        await context?.close();
        context = undefined;
      }
    }
  });
});

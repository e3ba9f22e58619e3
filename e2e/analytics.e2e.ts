import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForApp } from './browser';
import { startTestServer, type TestServer } from './server';

/*
 * Issue 14 item 6: first-party analytics. In staging (its own server here) the landing page
 * sends page views, clicks and each of its six sections once when half seen, to our endpoint
 * only; in any other environment (the shared test server) it sends nothing at all.
 */

const browser = useBrowser();
let staging: TestServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  staging = await startTestServer({
    env: { APP_ENV: 'staging', JWT_SECRET: randomBytes(32).toString('hex') },
  });
}, 120_000);
afterAll(() => staging?.stop());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

interface SentEvent {
  kind: string;
  name: string;
  path: string;
}

/** Every analytics batch the page sends, and any request to another origin. */
async function watchedPage(baseUrl: string) {
  context = await browser().newContext({ locale: 'es-MX', viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  const events: SentEvent[] = [];
  const elsewhere: string[] = [];
  // Routed (and passed on to the server) so the beacons' bodies can be read.
  await context.route('**/api/analytics/events', async (route) => {
    events.push(...(JSON.parse(route.request().postData() ?? '{"events":[]}').events as SentEvent[]));
    await route.continue();
  });
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
  });
  return { page, events, elsewhere };
}

/**
 * As when the phone locks or the tab closes: the page's pagehide sends what is queued at once.
 * A request made after it comes back only once the browser has sent what came before.
 */
async function hidePage(page: Page) {
  await page.evaluate(async () => {
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await fetch('/api/health');
  });
}

/** Scrolls the whole page a third of a screen at a time, as a reader would. */
async function readToTheEnd(page: Page) {
  for (;;) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 3);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // Two frames: the browser has laid the page out and told its observers what is in view.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    if (done) break;
  }
}

describe('analytics', () => {
  it('counts page views, link clicks and each landing section once, in staging', async () => {
    const { page, events, elsewhere } = await watchedPage(staging.baseUrl);
    await page.goto(`${staging.baseUrl}/`);
    await waitForApp(page);
    await page.locator('meta[name="rv-analytics"]').waitFor({ state: 'attached' });
    await readToTheEnd(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await readToTheEnd(page);
    await page
      .getByRole('link', { name: /prueba gratis|empieza/i })
      .first()
      .click();
    await page.waitForURL(/\/signup/);
    // What is queued leaves when the page is hidden or closed (and every few seconds).
    await hidePage(page);
    await expect.poll(() => events.filter((event) => event.kind === 'page_view').length).toBe(2);

    const sections = events.filter((event) => event.kind === 'section_view').map((event) => event.name);
    expect(sections.sort()).toEqual(['faq', 'features', 'hero', 'how', 'pricing', 'testimonials']);
    expect(events.filter((event) => event.kind === 'page_view').map((event) => event.name)).toEqual([
      '/',
      '/signup',
    ]);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'click', name: '/signup', path: '/' }));
    expect(elsewhere).toEqual([]);
  });

  it('sends nothing outside staging and production', async () => {
    const shared = inject('baseUrl');
    const { page, events } = await watchedPage(shared);
    await page.goto(`${shared}/`);
    await waitForApp(page);
    await readToTheEnd(page);
    expect(await page.evaluate(() => document.querySelector('meta[name="rv-analytics"]'))).toBeNull();
    // Hiding the page is when a batch would leave at once: still nothing does.
    await hidePage(page);
    expect(events).toEqual([]);
  });
});

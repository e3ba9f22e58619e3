import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/courier/i18n/en';
import { es } from '../apps/web/src/courier/i18n/es';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import {
  createCourier,
  phoneWithGps,
  pointsRecorded,
  route,
  startDeliveryInApp,
  submitCourierLogin,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Tells the page it went to the background or came back, as a phone does when its screen turns off. */
const turn = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** Issue 15 item 4: location paused in the background is said, with how to keep it on. */
describe.each([
  { locale: 'en-US', text: en, tag: 'en', language: 'english' },
  { locale: 'es-MX', text: es, tag: 'es', language: 'spanish' },
] as const)('courier app after a pause in the background ($locale)', ({ locale, text, tag, language }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await phoneWithGps(browser(), locale, route(1)[0]);
    page = await context.newPage();
    // The page's clock runs at its normal pace until the test moves it on.
    await page.clock.install();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('warns on return when no position came while the app was in the background', async () => {
    const account = await createCourier(baseUrl, language);
    await page.goto(`${baseUrl}/courier?batch_ms=400`);
    await submitCourierLogin(page, text, account);
    await page.getByRole('heading', { name: text['start.title'] }).waitFor();
    await startDeliveryInApp(page, text, '55 1234 5678');
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);
    const notice = page.getByTestId('background-pause');

    // A short look away, with no gap worth telling: nothing.
    await turn(page, 'hidden');
    await turn(page, 'visible');
    expect(await notice.count()).toBe(0);

    // Two minutes with the screen off and no position from the phone.
    await turn(page, 'hidden');
    await page.clock.fastForward(2 * 60_000);
    await turn(page, 'visible');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(text['gps.pausedTitle'].replace('{{duration}}', '2 min'));
    expect(await notice.textContent()).toContain(text['gps.pausedTipAndroid']);
    await screenshot(page, `courier-background-pause-${tag}-375`);
    expect(await accessibilityFindings(page)).toEqual([]);

    await notice.getByRole('button', { name: text['gps.pausedDismiss'] }).click();
    await expect.poll(() => notice.count()).toBe(0);
  });
});

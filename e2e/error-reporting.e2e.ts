import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { useBrowser, waitForApp } from './browser';
import { startTestServer, type TestServer } from './server';
import {
  type RecordedEnvelope,
  type ReportingStandIn,
  startReportingStandIn,
} from './stand-ins/error-reporting';

/*
 * Issue 14 item 7: error reporting and the chat widget. In staging with SENTRY_DSN (the stand-in
 * on loopback) a failed start-up auth check and failed requests arrive as events, without the
 * token, the emails or the password; the Sentry chunk loads after first paint; the chat widget's
 * script adds its button. In development, or without the settings, nothing of either is loaded.
 */

const browser = useBrowser();
const chatScript = readFileSync(resolve(import.meta.dirname, 'stand-ins', 'chat-widget.js'), 'utf8');
const TOKEN = `eyJhbGciOiJIUzI1NiJ9.${randomBytes(12).toString('hex')}.${randomBytes(12).toString('hex')}`;
const STORED_EMAIL = 'owner-reporting@example.com';
const TYPED_EMAIL = 'nobody-reporting@example.com';
const PASSWORD = 'not-the-password-9';

let reporting: ReportingStandIn;
let chat: ReportingStandIn;
let staging: TestServer;
let development: TestServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  reporting = await startReportingStandIn();
  chat = await startReportingStandIn({ script: chatScript });
  [staging, development] = await Promise.all([
    startTestServer({
      env: {
        APP_ENV: 'staging',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SENTRY_DSN: reporting.dsn,
        CHAT_WIDGET_URL: `${chat.origin}/widget.js`,
        CHAT_WIDGET_ID: 'e2e-widget',
      },
    }),
    startTestServer({ env: { APP_ENV: 'development', SENTRY_DSN: reporting.dsn } }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([staging?.stop(), development?.stop(), reporting?.close(), chat?.close()]);
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A signed-in browser (a stored token and email) whose start-up check gets a 503. */
async function openWithFailingStartUp(baseUrl: string) {
  context = await browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([token, email]) => {
      localStorage.setItem('jwt_token', token as string);
      localStorage.setItem('email', email as string);
      localStorage.setItem('user_id', '1');
    },
    [TOKEN, STORED_EMAIL],
  );
  await context.route('**/api/verify_token', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable"}}' }),
  );
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${baseUrl}/login`);
  return { page, scripts };
}

/** Fills the login form with a wrong password and waits for the API's answer. */
async function failLogin(page: Page) {
  await page.getByLabel(en.login.email).fill(TYPED_EMAIL);
  await page.getByLabel(en.login.password, { exact: true }).fill(PASSWORD);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  await page.getByRole('button', { name: en.login.submit, exact: true }).click();
  return answer;
}

type Payload = {
  level?: string;
  environment?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string; headers?: Record<string, string> };
};

const events = () =>
  reporting.envelopes.flatMap((envelope: RecordedEnvelope) =>
    envelope.items.filter((item) => item.type === 'event').map((item) => item.payload as Payload),
  );
const eventTagged = (tags: Record<string, string>) =>
  events().find((event) => Object.entries(tags).every(([key, value]) => event.tags?.[key] === value));

/** The page has loaded and the browser has been idle twice: what waits for first paint has run. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  for (let round = 0; round < 2; round++)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5_000 })));
}

describe('error reporting in staging with SENTRY_DSN', () => {
  it('sends the failed start-up check and failed requests, after first paint, with nothing personal', async () => {
    const { page, scripts } = await openWithFailingStartUp(staging.baseUrl);

    // Reported before the client loaded (the check runs at start), sent once it has.
    await expect.poll(() => eventTagged({ kind: 'startup_auth' }), { timeout: 20_000 }).toBeTruthy();
    const startUp = eventTagged({ kind: 'startup_auth' });
    expect(startUp).toMatchObject({
      level: 'error',
      environment: 'staging',
      tags: { 'request.method': 'POST', 'request.path': '/api/verify_token', 'response.status': '503' },
    });
    expect(startUp?.exception?.values?.[0]?.value).toContain('POST /api/verify_token failed: HTTP 503');
    // No message to the user: the login form shows as for anyone logged out.
    await page.getByLabel(en.login.email).waitFor();

    // The Sentry chunk came after the first paint and the load event.
    const chunk = scripts.find((url) => url.includes('/assets/error-reporting-client'));
    expect(chunk).toBeDefined();
    const timing = await page.evaluate((url) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        chunkStart: performance.getEntriesByName(url as string)[0]?.startTime ?? -1,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        loadEnd: navigation?.loadEventEnd ?? Infinity,
      };
    }, chunk);
    expect(timing.chunkStart).toBeGreaterThan(timing.firstPaint);
    expect(timing.chunkStart).toBeGreaterThanOrEqual(timing.loadEnd);

    // A 4xx is passed to the caller (the form's message) and reported as a warning.
    expect((await failLogin(page)).status()).toBe(401);
    await page.getByText('Incorrect username or password').waitFor();
    await expect
      .poll(() => eventTagged({ 'request.path': '/api/login', 'response.status': '401' }), {
        timeout: 20_000,
      })
      .toMatchObject({ level: 'warning', tags: { code: 'invalid_credentials', 'request.method': 'POST' } });

    // No answer at all (the network failed): reported as an error with status 0.
    await context?.route('**/api/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: en.login.submit, exact: true }).click();
    await expect
      .poll(() => eventTagged({ 'request.path': '/api/login', 'response.status': '0' }), { timeout: 20_000 })
      .toMatchObject({ level: 'error', tags: { code: 'network_error' } });

    expect(reporting.envelopes.every((envelope) => envelope.project === '42')).toBe(true);
    expect(reporting.envelopes[0]?.query).toContain('sentry_key=e2epublickey');
    const everything = reporting.envelopes.map((envelope) => envelope.raw).join('\n');
    for (const secret of [TOKEN, STORED_EMAIL, TYPED_EMAIL, PASSWORD, 'Authorization', 'Bearer'])
      expect(everything).not.toContain(secret);
    expect(events().every((event) => Object.keys(event.request?.headers ?? {}).join() === 'User-Agent')).toBe(
      true,
    );
  });

  it("reports a page whose code did not arrive, with the route's id", async () => {
    context = await browser().newContext({ locale: 'en-US', viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto(`${staging.baseUrl}/`);
    await waitForApp(page);
    await page.locator('h1').first().waitFor();
    await context.route(/\/assets\/login-page-[^/]+\.js$/, (route) => route.abort());
    await page.evaluate(() => {
      history.pushState({}, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: en.routeError.chunkTitle }).waitFor();
    await expect
      .poll(() => eventTagged({ kind: 'chunk_failed' }), { timeout: 20_000 })
      .toMatchObject({ level: 'error', environment: 'staging', tags: { route: 'login' } });
  });

  it("loads the chat widget's script after first paint, with its id", async () => {
    const { page } = await openWithFailingStartUp(staging.baseUrl);
    const button = page.locator('#stand-in-chat');
    await button.waitFor({ timeout: 20_000 });
    expect(await button.getAttribute('data-widget-id')).toBe('e2e-widget');
    expect(chat.requests).toContain('/widget.js');
  });
});

describe('error reporting and chat widget switched off', () => {
  it.each([
    ['development, with SENTRY_DSN', () => development.baseUrl],
    ['test, without the settings', () => inject('baseUrl')],
  ])('loads and sends nothing in %s', async (_name, baseUrl) => {
    const before = { reporting: reporting.requests.length, chat: chat.requests.length };
    const { page, scripts } = await openWithFailingStartUp(baseUrl());
    expect((await failLogin(page)).status()).toBe(401);
    await page.getByText('Incorrect username or password').waitFor();
    await settle(page);
    expect(scripts.filter((url) => url.includes('error-reporting-client'))).toEqual([]);
    expect(await page.locator('meta[name="rv-error-reporting"], meta[name="rv-chat-widget"]').count()).toBe(
      0,
    );
    expect(await page.locator('#stand-in-chat').count()).toBe(0);
    expect(reporting.requests.length).toBe(before.reporting);
    expect(chat.requests.length).toBe(before.chat);
  });
});

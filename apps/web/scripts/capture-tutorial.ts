/**
 * Captures the screenshots of the help page (/tutorial) into public/tutorial/<en|es>/<name>.webp.
 *
 *   npm start                       # or any running server with the built web app
 *   npm run demo                    # the demo business, with couriers driving (for the monitor)
 *   node --import tsx apps/web/scripts/capture-tutorial.ts [--url http://localhost:3000]
 *        [--email demo@rutaviva.local] [--password demo-password] [--only tracking,monitor] [--fake-tiles]
 *
 * Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH) and cwebp (Debian: apt-get install webp).
 * It creates (once) the courier "demo.tutorial" in the business's first branch, starts and stops
 * one delivery with it in each language, and logs in as the admin for the desktop pages. A page
 * that still shows "Coming soon" is skipped and keeps its old screenshot. --fake-tiles draws a
 * plain street grid instead of OpenStreetMap tiles, for machines without internet access.
 * The sizes come from src/features/tutorial/tutorial-shots.ts, which the page's <img> tags use too.
 * Not run by CI.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminStorage } from '../../../e2e/admin-storage';
import { apiCall } from '../../../e2e/api';
import { launchBrowser } from '../../../e2e/chromium';
import { en as courierEn } from '../src/courier/i18n/en';
import { es as courierEs } from '../src/courier/i18n/es';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  type ShotName,
  shot,
} from '../src/features/tutorial/tutorial-shots';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DEMO_URL ?? 'http://localhost:3000' },
    email: { type: 'string', default: 'demo@rutaviva.local' },
    password: { type: 'string', default: 'demo-password' },
    only: { type: 'string' },
    'fake-tiles': { type: 'boolean', default: false },
  },
});
const BASE = (args.url ?? '').replace(/\/$/, '');
const ONLY = args.only ? new Set(args.only.split(',')) : null;
const OUT_DIR = resolve(import.meta.dirname, '..', 'public', 'tutorial');
const WORK_DIR = mkdtempSync(join(tmpdir(), 'tutorial-shots-'));
/** Each file stays under this size; the quality drops until it does. */
const MAX_BYTES = 60 * 1024;
const COURIER = { username: 'demo.tutorial', password: 'demo-password', name: 'Carlos', last_name: 'Méndez' };

const LANGUAGES = [
  { language: 'english', tag: 'en', locale: 'en-US', courier: courierEn },
  { language: 'spanish', tag: 'es', locale: 'es-MX', courier: courierEs },
] as const;
type Lang = (typeof LANGUAGES)[number];

interface Session {
  jwt_token: string;
  user_id: string;
  business_id: string;
  email: string;
  country_iso: string;
  onboarding_state: string;
  branch_names: { id: string; name: string }[];
}

const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
  apiCall<T>(BASE, method, path, body, token);

async function ensureCourier(admin: Session) {
  const team = await api<{ data: { username: string }[] }>('GET', '/api/team', undefined, admin.jwt_token);
  if (team.data.some((courier) => courier.username === COURIER.username)) return;
  await api(
    'POST',
    '/api/team',
    { ...COURIER, cell_phone: '55 2000 3000', branch_id: admin.branch_names[0]?.id },
    admin.jwt_token,
  );
}

const wanted = (name: ShotName) => !ONLY || ONLY.has(name);

/** PNG → WebP under MAX_BYTES, lowering the quality step by step. */
function toWebp(png: string, name: ShotName, lang: Lang) {
  const dir = join(OUT_DIR, lang.tag);
  mkdirSync(dir, { recursive: true });
  const target = join(dir, `${name}.webp`);
  for (const quality of [82, 74, 66, 58, 50, 42, 34]) {
    execFileSync('cwebp', ['-quiet', '-q', String(quality), '-m', '6', '-sharp_yuv', png, '-o', target]);
    const size = statSync(target).size;
    if (size <= MAX_BYTES)
      return console.log(`  ${lang.tag}/${name}.webp  q${quality}  ${Math.round(size / 1024)} KB`);
  }
  console.warn(`  ${lang.tag}/${name}.webp is still over ${MAX_BYTES / 1024} KB`);
}

async function capture(page: Page, name: ShotName, lang: Lang) {
  const png = join(WORK_DIR, `${lang.tag}-${name}.png`);
  await page.screenshot({ path: png });
  toWebp(png, name, lang);
}

/** A light street grid in place of map tiles, lined up across tiles (for offline machines). */
async function fakeTiles(context: BrowserContext) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef0ea"/><rect x="18" y="18" width="96" height="84" rx="3" fill="#e3e7de"/><rect x="142" y="128" width="92" height="104" rx="3" fill="#dfe9d8"/><g stroke="#ffffff" stroke-width="9"><path d="M0 116H256M0 240H256M128 0V256M8 0V256"/></g><g stroke="#fbe7b0" stroke-width="5"><path d="M0 116H256"/></g></svg>`;
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg }),
  );
}

async function newContext(browser: Browser, lang: Lang, device: 'phone' | 'desktop') {
  const viewport = device === 'phone' ? PHONE_VIEWPORT : DESKTOP_VIEWPORT;
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.scale,
    locale: lang.locale,
    timezoneId: 'America/Mexico_City',
    permissions: ['geolocation'],
    geolocation: { latitude: 19.4326, longitude: -99.1332 },
  });
  if (args['fake-tiles']) await fakeTiles(context);
  return context;
}

/** Login, the start form with a number typed, and a running delivery; then the delivery is stopped. */
async function courierShots(browser: Browser, lang: Lang) {
  const context = await newContext(browser, lang, 'phone');
  await context.addInitScript((language) => localStorage.setItem('language', language), lang.language);
  const page = await context.newPage();
  const text = lang.courier;
  await page.goto(`${BASE}/courier`);
  await page.getByRole('heading', { name: text['login.title'] }).waitFor();
  await page.getByLabel(text['login.username']).fill(COURIER.username);
  await page.getByLabel(text['login.password'], { exact: true }).fill(COURIER.password);
  if (wanted('courier-login')) await capture(page, 'courier-login', lang);

  await page.getByRole('button', { name: text['login.submit'], exact: true }).click();
  await page.getByRole('heading', { name: text['start.title'] }).waitFor();
  await page.getByLabel(text['start.phone']).fill('55 1234 5678');
  await page.waitForTimeout(500);
  if (wanted('courier-start')) await capture(page, 'courier-start', lang);

  await page.getByRole('button', { name: text['start.submit'] }).click();
  await page.getByRole('heading', { name: text['trip.title'] }).waitFor();
  for (let step = 1; step <= 4; step++) {
    await page.waitForTimeout(1_100);
    await context.setGeolocation({ latitude: 19.4326 + step * 0.0012, longitude: -99.1332 + step * 0.0006 });
  }
  // Every point sent, so the screen reads "all sent" rather than "sending".
  await page
    .locator('[data-queued-points="0"]')
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  if (wanted('courier-trip')) await capture(page, 'courier-trip', lang);

  await page.getByRole('button', { name: text['trip.stop'] }).click();
  await page.getByRole('button', { name: text['trip.stopYes'] }).click();
  await page.waitForTimeout(1_000);
  await context.close();
}

/** The customer's page of the tracking demo, once the simulated courier has driven a while. */
async function trackingShot(browser: Browser, lang: Lang) {
  const context = await newContext(browser, lang, 'phone');
  await context.addInitScript((language) => localStorage.setItem('language', language), lang.language);
  const page = await context.newPage();
  await page.goto(`${BASE}/track-demo`);
  await page.waitForTimeout(9_000);
  await capture(page, 'tracking', lang);
  await context.close();
}

/** The admin's pages, logged in through the stored session as the app keeps it. */
async function desktopShots(browser: Browser, lang: Lang, admin: Session) {
  const pages: { name: ShotName; path: string }[] = [
    { name: 'monitor', path: '/monitor' },
    { name: 'reports', path: '/reports' },
    { name: 'reviews', path: '/reviews' },
  ];
  const context = await newContext(browser, lang, 'desktop');
  await context.addInitScript(
    (entries) => {
      if (sessionStorage.getItem('tutorial-seeded')) return;
      sessionStorage.setItem('tutorial-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    adminStorage(admin, lang.language, admin.onboarding_state),
  );
  const page = await context.newPage();
  for (const { name, path } of pages) {
    if (!wanted(name)) continue;
    await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
    // The monitor keeps a live stream open, so "idle" may never come: wait for it a while at most.
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    await page.waitForTimeout(1_500);
    if (await page.locator('.state-card__art--soon').count()) {
      console.log(`  ${lang.tag}/${name}: the page is not built yet, skipped`);
      continue;
    }
    await capture(page, name, lang);
  }
  await context.close();
}

async function main() {
  const admin = await api<Session>('POST', '/api/login', { email: args.email, password: args.password });
  await ensureCourier(admin);
  const browser = await launchBrowser();
  try {
    for (const lang of LANGUAGES) {
      console.log(lang.language);
      if (['courier-login', 'courier-start', 'courier-trip'].some((name) => wanted(name as ShotName))) {
        await courierShots(browser, lang);
      }
      if (wanted('tracking')) await trackingShot(browser, lang);
      await desktopShots(browser, lang, admin);
    }
  } finally {
    await browser.close();
  }
  console.log(
    `Sizes for the <img> tags: phone ${JSON.stringify(shot('tracking'))}, desktop ${JSON.stringify(shot('reports'))}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

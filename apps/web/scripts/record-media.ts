/**
 * Records the landing page's videos and images from the running app (SPEC §2 "Landing page"),
 * into apps/web/public/media/, in English and Spanish:
 *
 *   npm run media:record            # builds the web app first, then runs this
 *   node --import tsx apps/web/scripts/record-media.ts [--only tracking,monitor] [--lang en] [--osm-tiles]
 *
 * It starts its own server on a free port (a fresh database of DATABASE_URL's server when set,
 * else embedded PostgreSQL, as the browser tests do), fills it with the demo business and its
 * 30 days of history (apps/server/src/demo), drives the demo couriers, and films the pages with
 * Chromium (/usr/bin/chromium or CHROMIUM_PATH). Needs ffmpeg (Debian: apt-get install ffmpeg).
 * Map tiles are drawn locally (media/offline-tiles.ts), so it runs without internet access;
 * --osm-tiles films OpenStreetMap's tiles instead, on a machine that can reach them.
 * Sizes and names come from src/features/landing/landing-media.ts, which the page uses too.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminStorage } from '../../../e2e/admin-storage';
import { launchBrowser } from '../../../e2e/chromium';
import { startTestServer } from '../../../e2e/server';
import { INSURGENTES_TO_WTC, REFORMA_TO_BELLAS_ARTES } from '../../server/src/demo/cdmx-routes';
import { pause, simulateCourier } from '../../server/src/demo/courier-simulator';
import { ensureDemoAccount, ensureDemoCourier, ensureDemoHistory } from '../../server/src/demo/demo-account';
import { DemoApi } from '../../server/src/demo/demo-api';
import { pointsAlong, stepKm } from '../../server/src/demo/route-points';
import { en as courierEn } from '../src/courier/i18n/en';
import { es as courierEs } from '../src/courier/i18n/es';
import {
  LANDING_MEDIA,
  type MediaLanguage,
  type MediaName,
  mediaFiles,
} from '../src/features/landing/media-catalog';
import { drawTilesOffline } from './media/offline-tiles';
import {
  encodeImage,
  encodeVideo,
  type Recording,
  requireFfmpeg,
  startScreencast,
  steadyFrames,
} from './media/screencast';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    lang: { type: 'string' },
    'osm-tiles': { type: 'boolean', default: false },
  },
});
const ONLY = args.only ? new Set(args.only.split(',')) : null;
const OUT_DIR = resolve(import.meta.dirname, '..', 'public', 'media');
const WORK_DIR = mkdtempSync(join(tmpdir(), 'rutaviva-media-'));
const MAX_VIDEO_BYTES = 560 * 1024;
/** Seconds of each video. */
const LENGTH = { tracking: 10, monitor: 12 } as const;
const MEDIA_COURIER = {
  username: 'demo.carlos',
  name: 'Carlos',
  last_name: 'Vega',
  cell_phone: '55 6789 0123',
};

const LANGUAGES = [
  { tag: 'en', language: 'english', locale: 'en-US', courier: courierEn },
  { tag: 'es', language: 'spanish', locale: 'es-MX', courier: courierEs },
] as const;
type Lang = (typeof LANGUAGES)[number];

const wanted = (name: MediaName) => !ONLY || ONLY.has(name);
const out = (file: string) => join(OUT_DIR, file);

async function newContext(
  browser: Browser,
  lang: Lang,
  device: 'phone' | 'desktop',
  where = { latitude: 19.4326, longitude: -99.1332 },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: device === 'phone' ? { width: 375, height: 750 } : { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: lang.locale,
    timezoneId: 'America/Mexico_City',
    permissions: ['geolocation'],
    geolocation: where,
    reducedMotion: 'no-preference',
  });
  if (!args['osm-tiles']) await drawTilesOffline(context);
  await context.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lang.language);
  return context;
}

async function recordFor(page: Page, seconds: number): Promise<Recording> {
  const stop = await startScreencast(page);
  await page.waitForTimeout(seconds * 1000);
  return await stop();
}

function saveVideo(name: MediaName, lang: Lang, recordings: Recording[]) {
  const spec = LANDING_MEDIA[name];
  const files = mediaFiles(name, lang.tag as MediaLanguage);
  if (!('webm' in files)) throw new Error(`${name} is not a video`);
  encodeVideo(
    steadyFrames(recordings),
    WORK_DIR,
    {
      webm: out(files.webm),
      mp4: out(files.mp4),
      poster: out(files.poster),
      width: spec.width,
      height: spec.height,
    },
    { maxBytes: MAX_VIDEO_BYTES },
  );
}

async function saveImage(page: Page, name: MediaName, lang: Lang) {
  const spec = LANDING_MEDIA[name];
  const files = mediaFiles(name, lang.tag as MediaLanguage);
  if (!('image' in files)) throw new Error(`${name} is not an image`);
  const png = join(WORK_DIR, `${name}-${lang.tag}.png`);
  await page.screenshot({ path: png });
  encodeImage(png, out(files.image), spec.width, spec.height);
  console.log(`  ${files.image}`);
}

/** Waits until the page settles: its requests done (a live stream never idles, hence the cap). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => undefined);
  await page.waitForTimeout(1_200);
}

/** The customer's page of a delivery under way, as the demo courier drives it. */
async function recordTracking(browser: Browser, lang: Lang, trackingUrl: string) {
  const context = await newContext(browser, lang, 'phone');
  const page = await context.newPage();
  await page.goto(trackingUrl);
  await settle(page);
  saveVideo('tracking', lang, [await recordFor(page, LENGTH.tracking)]);
  await context.close();
}

/** The admin's pages, logged in through the session the web app keeps in localStorage. */
async function adminPage(browser: Browser, lang: Lang, admin: Parameters<typeof adminStorage>[0]) {
  const context = await newContext(browser, lang, 'desktop');
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    adminStorage(admin, lang.language, 'completed'),
  );
  return { context, page: await context.newPage() };
}

async function recordAdmin(browser: Browser, lang: Lang, admin: Parameters<typeof adminStorage>[0]) {
  const { context, page } = await adminPage(browser, lang, admin);
  if (wanted('monitor')) {
    await page.goto(`${BASE}/monitor`);
    await settle(page);
    saveVideo('monitor', lang, [await recordFor(page, LENGTH.monitor)]);
  }
  for (const [name, path] of [
    ['admin', '/reports'],
    ['feedback', '/reviews'],
  ] as const) {
    if (!wanted(name)) continue;
    await page.goto(`${BASE}${path}`);
    await settle(page);
    await saveImage(page, name, lang);
  }
  await context.close();
}

/**
 * How it works: the courier types the customer's number and starts; then the customer's page
 * of that very delivery, while the courier drives.
 */
async function recordHow(browser: Browser, lang: Lang, api: DemoApi, courierToken: string) {
  const route = INSURGENTES_TO_WTC.path;
  const [start] = route;
  // The courier's phone is where the route starts, so the trip's first point is there.
  const context = await newContext(browser, lang, 'phone', {
    latitude: start?.lat ?? 0,
    longitude: start?.lng ?? 0,
  });
  const page = await context.newPage();
  const text = lang.courier;
  await page.goto(`${BASE}/courier`);
  await page.getByLabel(text['login.username']).fill(MEDIA_COURIER.username);
  await page.getByLabel(text['login.password'], { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: text['login.submit'], exact: true }).click();
  const phone = page.getByLabel(text['start.phone']);
  await phone.waitFor();
  await settle(page);
  const stopFirst = await startScreencast(page);
  await page.waitForTimeout(700);
  await phone.pressSequentially('55 1020 3040', { delay: 140 });
  await page.waitForTimeout(500);
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/api/trips') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: text['start.submit'] }).click();
  const trip = (await (await started).json()) as { generated_trip_id: string; tracking_url: string };
  await page.getByRole('heading', { name: text['trip.title'] }).waitFor();
  await page.waitForTimeout(1_500);
  const first = await stopFirst();

  // The courier's phone keeps reporting while the customer's page is filmed.
  const driving = new AbortController();
  const drive = (async () => {
    const points = pointsAlong(route, stepKm(150, 1));
    for (const point of points) {
      if (driving.signal.aborted) return;
      await api.addPoints(courierToken, trip.generated_trip_id, [
        { ...point, timestamp: Math.floor(Date.now() / 1000) },
      ]);
      await pause(700, driving.signal);
    }
  })();
  await page.goto(trip.tracking_url);
  await settle(page);
  const second = await recordFor(page, 7);
  driving.abort();
  await drive;
  await api.end(courierToken, trip.generated_trip_id, undefined);
  saveVideo('how', lang, [first, second]);
  await context.close();
}

let BASE = '';

async function main() {
  requireFfmpeg();
  mkdirSync(OUT_DIR, { recursive: true });
  console.log('Starting a server with the demo business…');
  const server = await startTestServer({ env: { APP_ENV: 'development', LOG_LEVEL: 'warn' } });
  BASE = server.baseUrl;
  const stopDriving = new AbortController();
  const trackingUrls = new Map<string, string>();
  let browser: Browser | undefined;
  try {
    const api = new DemoApi(BASE);
    const { admin, couriers } = await ensureDemoAccount(api);
    await ensureDemoHistory(api, admin);
    const media = await ensureDemoCourier(api, admin, { ...MEDIA_COURIER, branch: 'Roma Norte' });
    // The demo couriers drive all along, one second between positions, so the maps move.
    const drivers = couriers.map(async (courier, index) => {
      await pause(index * 1500, stopDriving.signal);
      await simulateCourier(api, courier, [index === 0 ? REFORMA_TO_BELLAS_ARTES : INSURGENTES_TO_WTC], {
        intervalMs: 1000,
        stepKm: stepKm(90, 1),
        pauseMs: 2000,
        signal: stopDriving.signal,
        log: (line) => {
          const url = /tracking: (\S+)/.exec(line)?.[1];
          if (url) trackingUrls.set(courier.spec.username, url);
        },
      });
    });
    while (!trackingUrls.has('demo.ana')) await pause(250, stopDriving.signal);
    // A few positions in, so the route already shows.
    await pause(15_000, stopDriving.signal);
    browser = await launchBrowser();
    const languages = LANGUAGES.filter((lang) => !args.lang || lang.tag === args.lang);
    for (const lang of languages) {
      console.log(lang.language);
      if (wanted('tracking')) await recordTracking(browser, lang, trackingUrls.get('demo.ana') as string);
      if (wanted('monitor') || wanted('admin') || wanted('feedback')) await recordAdmin(browser, lang, admin);
      if (wanted('how')) await recordHow(browser, lang, api, media.token);
    }
    stopDriving.abort();
    await Promise.all(drivers);
  } finally {
    stopDriving.abort();
    await browser?.close();
    await server.stop();
    rmSync(WORK_DIR, { recursive: true, force: true });
  }
  console.log(`Wrote ${OUT_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

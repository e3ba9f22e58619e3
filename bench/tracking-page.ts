/**
 * The customer's tracking page on a mid-range phone: time from navigation to the map showing
 * the courier, under Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbps down, 4× slower CPU),
 * the layout shift while the map and branding load, and the gzipped JS the page downloads.
 * Baseline: a bare HTML page from a node:http server, same throttling, to its load event.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/chromium';
import { REPO_ROOT } from './lib/children';
import { request } from './lib/http';
import type { Trip } from './lib/seed';
import { percentile } from './lib/stats';

export const TRACKING = { runs: 5, points: 20 };
const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const DIST = join(REPO_ROOT, 'apps/web/dist');

export interface TrackingFigures {
  mapMs: number;
  bareMs: number;
  layoutShift: number;
  jsGzipBytes: number;
}

async function throttled(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  // Map tiles would come from the internet: refuse them, the page must not wait on them.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { page, close: () => context.close() };
}

export async function benchTrackingPage(port: number, trip: Trip): Promise<TrackingFigures | null> {
  if (!readFileSafe(join(DIST, 't.html'))) return null;
  const start = Math.floor(Date.now() / 1000) - TRACKING.points * 5;
  const points = Array.from({ length: TRACKING.points }, (_, i) => ({
    lat: 19.4326 + i * 0.0004,
    lng: -99.1332 + i * 0.0003,
    timestamp: start + i * 5,
  }));
  const posted = await request({
    port,
    method: 'POST',
    path: `/api/trips/${trip.generatedId}/coordinates`,
    headers: { authorization: `Bearer ${trip.courier.token}` },
    body: JSON.stringify({ points }),
  });
  if (posted.status !== 200) throw new Error(`tracking page: points ${posted.status} ${posted.body}`);

  // The browser first: if Chromium cannot start, no server is left holding the process open.
  const browser = await launchBrowser();
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><meta name="viewport" content="width=device-width"><h1>Your delivery</h1>');
  });
  await new Promise<void>((done) => bare.listen(0, '127.0.0.1', done));
  const barePort = (bare.address() as AddressInfo).port;
  const mapTimes: number[] = [];
  const bareTimes: number[] = [];
  let layoutShift = 0;
  const scripts = new Set<string>();
  try {
    for (let run = 0; run < TRACKING.runs; run++) {
      const app = await throttled(browser);
      app.page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.endsWith('.js')) scripts.add(path);
      });
      const began = Date.now();
      await app.page.goto(`http://127.0.0.1:${port}/t?id=${trip.generatedId}&tiles=none`);
      await app.page.locator('.tp-courier').first().waitFor({ state: 'visible', timeout: 30_000 });
      mapTimes.push(Date.now() - began);
      await app.page.waitForTimeout(500);
      layoutShift = Math.max(
        layoutShift,
        await app.page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      );
      await app.close();

      const baseline = await throttled(browser);
      const bareBegan = Date.now();
      await baseline.page.goto(`http://127.0.0.1:${barePort}/`, { waitUntil: 'load' });
      bareTimes.push(Date.now() - bareBegan);
      await baseline.close();
    }
  } finally {
    await browser.close();
    bare.close();
  }
  const jsGzipBytes = [...scripts].reduce(
    (sum, path) => sum + gzipSync(readFileSafe(join(DIST, path)) ?? Buffer.alloc(0)).length,
    0,
  );
  return { mapMs: percentile(mapTimes, 50), bareMs: percentile(bareTimes, 50), layoutShift, jsGzipBytes };
}

function readFileSafe(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

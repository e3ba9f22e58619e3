/**
 * The public site under Lighthouse (issue 14 "Budgets"): the `lighthouse` package drives Debian's
 * Chromium (through chrome-launcher, with the project's headless flags) with its default mobile
 * settings: simulated throttling of a mid-range phone on a slow 4G (150 ms RTT, 1.6 Mbps, 4× CPU).
 * `/` gives LCP, CLS and the JS before first paint; `/`, `/book_demo` and `/about_us` give the
 * accessibility, SEO and best-practices scores. Baseline: a bare, well-formed HTML page from a
 * node:http server, through the same Lighthouse and Chromium in the same run. Every host but
 * 127.0.0.1 fails to resolve, so nothing waits on the internet.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../e2e/chromium';
import { REPO_ROOT } from './lib/children';
import { fmt, log } from './lib/stats';

export const LIGHTHOUSE = { performanceRuns: 3, scoredPaths: ['/', '/book_demo', '/about_us'] };
const DIST = join(REPO_ROOT, 'apps/web/dist');
const CATEGORIES = ['accessibility', 'seo', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

/** The flags of e2e/chromium.ts, and no name resolution but 127.0.0.1's. */
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'];

export interface PageScores {
  path: string;
  scores: Record<Category, number>;
  /** Audits that cost points: "category: title". */
  failing: string[];
}

export interface LighthouseFigures {
  lcpMs: number;
  cls: number;
  jsBeforePaintBytes: number;
  /** The scripts counted in jsBeforePaintBytes, with their gzipped sizes. */
  jsBeforePaint: { path: string; bytes: number }[];
  pages: PageScores[];
  baseline: { lcpMs: number; cls: number; jsBeforePaintBytes: number; scores: Record<Category, number> };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkEndTime?: number;
  finished?: boolean;
}

/** One Lighthouse run; a run whose trace was lost (NO_NAVSTART on a busy machine) is tried again. */
async function audit(url: string, port: number, categories: string[], attempts = 3): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    disableFullPageScreenshot: true,
  });
  const problem = result ? result.lhr.runtimeError?.message : 'no result';
  if (!problem) return (result as NonNullable<typeof result>).lhr;
  if (attempts <= 1) throw new Error(`lighthouse: ${url}: ${problem}`);
  log(`  ${url}: ${problem}; trying again`);
  return audit(url, port, categories, attempts - 1);
}

function scoresOf(lhr: Lhr): Record<Category, number> {
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
}

/** What an audit found, briefly: its items' issue types, URLs or selectors. */
function detailsOf(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const found = items.slice(0, 4).map((item) => {
    const subItems = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    const node = item.node as { selector?: string } | undefined;
    const first = subItems[0];
    const sub = first ? Object.values(first).find((value) => typeof value === 'string') : undefined;
    return [item.issueType, item.url, item.description, node?.selector, sub].filter(Boolean).join(' ');
  });
  return found.length > 0 ? `: ${found.join('; ').slice(0, 300)}` : '';
}

/** The audits that cost a category points, by weight: what holds the score down. */
function failingAudits(lhr: Lhr): string[] {
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score >= 1) continue;
      failing.push(
        `${category}: ${result.title} (${ref.id}, weight ${ref.weight})${detailsOf(result.details)}`,
      );
    }
  }
  return failing;
}

/** A script's gzipped size: the served file compressed at gzip's default level, as the budget counts. */
function gzippedSize(pathname: string): number {
  try {
    return gzipSync(readFileSync(join(DIST, pathname))).length;
  } catch {
    return 0;
  }
}

/**
 * JS before first paint: every script Lighthouse finds render-blocking (a classic `<script src>`
 * in the head without async or defer), plus every script whose download ended before the first
 * contentful paint of the observed load (Lighthouse's own load, unthrottled: the simulation
 * gives no per-request times); each counted once, at its gzipped size (gzip's default level on
 * the built file). A client-rendered page paints only after its scripts have run, so all of its
 * entry's scripts count; a page whose HTML paints by itself counts only what arrived first.
 */
function jsBeforePaint(lhr: Lhr, origin: string): { path: string; bytes: number }[] {
  const named = new Set<string>();
  const blocking = lhr.audits['render-blocking-resources']?.details as
    | { items?: { url?: string }[] }
    | undefined;
  for (const item of blocking?.items ?? []) {
    const url = new URL(item.url ?? '', origin);
    if (url.origin === origin && url.pathname.endsWith('.js')) named.add(url.pathname);
  }
  const metrics = lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] };
  const network = lhr.audits['network-requests']?.details as {
    items?: NetworkItem[];
    debugData?: { networkStartTimeTs?: number };
  };
  const paintTs = metrics?.items?.[0]?.observedFirstContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  for (const item of network?.items ?? []) {
    if (item.resourceType !== 'Script' || !item.finished || item.networkEndTime === undefined) continue;
    if (paintTs === undefined || startTs === undefined) continue;
    const url = new URL(item.url);
    if (url.origin === origin && startTs + item.networkEndTime * 1000 <= paintTs) named.add(url.pathname);
  }
  return [...named].map((path) => ({ path, bytes: gzippedSize(path) }));
}

const BARE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A bare page: the floor Lighthouse gives this machine.">
<title>Bare page</title>
</head>
<body><main><h1>Live delivery tracking</h1><p>Your customer follows the courier on a map.</p></main></body>
</html>`;

export async function benchLighthouse(port: number): Promise<LighthouseFigures | null> {
  if (gzippedSize('index.html') === 0) return null;
  const bare = createServer((request, response) => {
    if (request.url === '/robots.txt')
      return response.writeHead(200, { 'content-type': 'text/plain' }).end('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
  });
  await new Promise<void>((done) => bare.listen(0, '127.0.0.1', done));
  const barePort = (bare.address() as AddressInfo).port;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const everything = ['performance', ...CATEGORIES];
    const homeRuns: Lhr[] = [];
    for (let run = 0; run < LIGHTHOUSE.performanceRuns; run++) {
      homeRuns.push(await audit(`${origin}/`, chrome.port, everything));
      const last = homeRuns.at(-1) as Lhr;
      log(
        `  / run ${run + 1}: LCP ${fmt(last.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)} ms, ` +
          `CLS ${fmt(last.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN, 3)}`,
      );
    }
    // The median run by LCP gives every figure of `/`, so they come from one load.
    const sorted = [...homeRuns].sort(
      (a, b) =>
        (a.audits['largest-contentful-paint']?.numericValue ?? 0) -
        (b.audits['largest-contentful-paint']?.numericValue ?? 0),
    );
    const home = sorted[Math.floor(sorted.length / 2)] as Lhr;
    const pages: PageScores[] = [{ path: '/', scores: scoresOf(home), failing: failingAudits(home) }];
    for (const path of LIGHTHOUSE.scoredPaths.filter((path) => path !== '/')) {
      const lhr = await audit(`${origin}${path}`, chrome.port, [...CATEGORIES]);
      pages.push({ path, scores: scoresOf(lhr), failing: failingAudits(lhr) });
    }
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    const bareLhr = await audit(`${bareOrigin}/`, chrome.port, everything);
    const scripts = jsBeforePaint(home, origin);
    for (const page of pages) {
      const scores = CATEGORIES.map((category) => `${category} ${page.scores[category]}`).join(', ');
      log(`  ${page.path}: ${scores}`);
      for (const failing of page.failing) log(`    costs points: ${failing}`);
    }
    log(
      `  JS before first paint on /: ${scripts.map((s) => `${s.path} ${fmt(s.bytes / 1024, 1)} KB`).join(', ')}`,
    );
    return {
      lcpMs: home.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: home.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      jsBeforePaintBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      jsBeforePaint: scripts,
      pages,
      baseline: {
        lcpMs: bareLhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: bareLhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        jsBeforePaintBytes: 0,
        scores: scoresOf(bareLhr),
      },
    };
  } finally {
    chrome.kill();
    bare.close();
  }
}

import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './chromium';

/**
 * One Chromium for a test file: launched before its tests, closed after them (after the file's
 * own afterAll hooks, which may still need it). Call at the top level of the file.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

const screenshotDir = resolve(import.meta.dirname, '..', 'screenshots');

/**
 * Saves a screenshot of the whole page under screenshots/ (git-ignored) for a person to look at. A state
 * worth a picture is a settled page, so it is also where axe-core looks: every page the browser
 * tests show gets audited without a second list of pages to keep in step.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await mkdir(screenshotDir, { recursive: true });
  // Under a modal the page cannot scroll, so the screen is what a person sees.
  const modal = await page.locator('dialog[open], [aria-modal="true"]').count();
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: modal === 0 });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core's serious and critical findings on the page as it is now, and any sideways scroll.
 * axe goes in through DevTools evaluation, which the app's Content-Security-Policy does not
 * govern, into every frame, so the contexts under test need no `bypassCSP`.
 */
export async function accessibilityFindings(page: Page): Promise<string[]> {
  // Colours read halfway through a fade or a hover transition would be neither state's.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // A resize re-renders what measures the window on the next frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const findings = overflow > 0 ? [`the page is ${overflow} px wider than the screen`] : [];
  for (const frame of page.frames()) {
    if (!frame.isDetached()) await frame.evaluate(`if (!window.axe) { ${axeSource} }`);
  }
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes) {
      const detail = node.failureSummary?.split('\n')[1]?.trim();
      findings.push(
        `${violation.id}: ${violation.help} — ${node.target.join(' ')}${detail ? ` (${detail})` : ''}`,
      );
    }
  }
  return findings;
}

/**
 * Records a failure for each serious or critical finding, and lets the journey go on, so one run
 * names every page's findings rather than the first.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect.soft(await accessibilityFindings(page), `accessibility of ${where}`).toEqual([]);
}

/**
 * Waits until the app runs the page: a prerendered public page (/, /about_us, /terms_and_conditions,
 * /book_demo) reads before its JavaScript, which starts after the first paint and marks #root once
 * hydrated (apps/web/src/app/hydration.tsx); any other page is the app's from the start.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated], #root:not([data-prerendered])').waitFor({ state: 'attached' });
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
}

import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, with the flags this offline machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const screenshotDir = resolve(import.meta.dirname, '..', 'screenshots');

/** Saves a full-page screenshot under screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

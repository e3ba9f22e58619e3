import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { apiKeysEn, integrationsEn } from '../apps/web/src/lib/i18n/integrations.en';
import { apiKeysEs, integrationsEs } from '../apps/web/src/lib/i18n/integrations.es';
import { MARKETS, type Market, signInAdmin, signUp } from './admin-helpers';
import { screenshot, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

const words = {
  en: { app: en, page: integrationsEn, keys: apiKeysEn },
  es: { app: es, page: integrationsEs, keys: apiKeysEs },
};

/** A call another system makes with the key: the status it answers. */
async function callWith(key: string, path: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return response.status;
}

/** My account → Integrations, signed in, in `market`'s language at `width` px, with the clipboard allowed. */
async function integrationsPage(market: Market, width: 1280 | 375): Promise<Page> {
  const admin = await signUp(baseUrl, market, `Tienda ${market.tag} ${width}`);
  const context = await browser().newContext({
    locale: market.locale,
    viewport: { width, height: width === 375 ? 812 : 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  contexts.push(context);
  const page = await context.newPage();
  await signInAdmin(page, baseUrl, admin, market.language);
  await page.goto(`${baseUrl}/my_account`);
  await page.getByRole('link', { name: words[market.tag].app.accountLinks.integrations }).click();
  await page.waitForURL(`${baseUrl}/integrations`);
  return page;
}

const today = new Date().toISOString().slice(0, 10);
const trips = `/api/trips?start_date=${today}&end_date=${today}`;

describe('API keys on /integrations (issue 16)', () => {
  for (const market of MARKETS) {
    for (const width of [1280, 375] as const) {
      it(`creates a key shown once, which another system uses until it is revoked (${market.tag}, ${width} px)`, async () => {
        const { page: pageWords, keys } = words[market.tag];
        const name = `api-keys-${market.tag}-${width}`;
        const page = await integrationsPage(market, width);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageWords.title);
        await page.getByText(keys.empty.title).waitFor();
        await screenshot(page, `${name}-empty`);

        await page.getByRole('button', { name: keys.create }).click();
        const dialog = page.getByRole('dialog', { name: keys.createDialog.title });
        await dialog.getByLabel(keys.createDialog.name).fill('Shopify');
        await dialog.getByRole('checkbox', { name: keys.scopes.write }).check();
        await screenshot(page, `${name}-create`);
        await dialog.getByRole('button', { name: keys.createDialog.submit }).click();

        const shown = page.getByRole('dialog', { name: keys.createdDialog.title });
        await shown.getByText(keys.createdDialog.warningTitle).waitFor();
        await shown.getByRole('button', { name: keys.createdDialog.copy }).click();
        await shown.getByRole('button', { name: keys.createdDialog.copied, exact: true }).waitFor();
        const key = await page.evaluate(() => navigator.clipboard.readText());
        expect(key).toMatch(/^rv_[A-Za-z0-9_-]{43}$/);
        expect(await shown.getByLabel(keys.createdDialog.keyLabel).inputValue()).toBe(key);
        await screenshot(page, `${name}-shown-once`);
        await shown.getByRole('button', { name: keys.createdDialog.done }).click();

        // The list shows the key's first characters, never the key.
        const item = page.getByRole('listitem').filter({ hasText: 'Shopify' });
        await item.getByText(`${key.slice(0, 9)}…`).waitFor();
        await item.getByText(keys.neverUsed).waitFor();
        expect(await page.content()).not.toContain(key);

        expect(await callWith(key, trips)).toBe(200);
        expect(await callWith(key, '/api/subscriptions')).toBe(403);
        await page.reload();
        await item.getByText(keys.neverUsed).waitFor({ state: 'detached' });
        await screenshot(page, `${name}-list`);

        await item.getByRole('button', { name: keys.revoke }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByRole('button', { name: keys.revokeDialog.confirm }).waitFor();
        await screenshot(page, `${name}-revoke`);
        await confirm.getByRole('button', { name: keys.revokeDialog.confirm }).click();
        await page.getByText(keys.empty.title).waitFor();
        expect(await callWith(key, trips)).toBe(401);
      });
    }
  }
});

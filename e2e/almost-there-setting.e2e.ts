import { describe, expect, inject, it } from 'vitest';
import { almostThereEn } from '../apps/web/src/lib/i18n/almost-there.en';
import { almostThereEs } from '../apps/web/src/lib/i18n/almost-there.es';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { marketAdminPage } from './admin-helpers';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import { apiCall, createCourier } from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const languages = [
  { tag: 'en', language: 'english', locale: 'en-US', text: en, words: almostThereEn },
  { tag: 'es', language: 'spanish', locale: 'es-MX', text: es, words: almostThereEs },
] as const;

/** Issue 15 item 6: the "almost there" message is off until the admin turns it on in My info. */
describe.each(languages)(
  'the "almost there" setting on My info ($tag)',
  ({ tag, language, locale, text, words }) => {
    it('is off by default, turns on with a number of minutes, and saves', async () => {
      const account = await createCourier(baseUrl, language);
      const business = () =>
        apiCall<{ almost_there_minutes: number | null }>(
          baseUrl,
          'GET',
          `/api/business?business_id=${account.admin.business_id}`,
          undefined,
          account.adminToken,
        );
      expect((await business()).almost_there_minutes).toBeNull();
      let minutes = 8;
      for (const width of [1280, 375]) {
        const { context, page } = await marketAdminPage(
          browser(),
          baseUrl,
          account.admin,
          { locale, language },
          { width, bypassCSP: true },
        );
        try {
          await page.goto(`${baseUrl}/business_info_logged_in`);
          const toggle = page.getByRole('checkbox', { name: words.label });
          await toggle.waitFor();
          if (!(await toggle.isChecked())) await toggle.setChecked(true);
          const select = page.getByRole('combobox', { name: words.minutes.split('{{')[0]?.trim() });
          await select.selectOption(String(minutes));
          await page.getByRole('button', { name: text.common.save }).click();
          await page.getByText(text.business.saved).waitFor();
          expect((await business()).almost_there_minutes).toBe(minutes);
          await page.getByRole('heading', { name: words.title }).scrollIntoViewIfNeeded();
          expect(await accessibilityFindings(page)).toEqual([]);
          await screenshot(page, `my-info-almost-there-${tag}-${width}`);
          expect(await select.isVisible()).toBe(true);
          await page
            .locator('section, div')
            .filter({ has: page.getByRole('heading', { name: words.title }) })
            .last()
            .screenshot({ path: `screenshots/my-info-almost-there-${tag}-${width}-section.png` });
          minutes = 12;
        } finally {
          await context.close();
        }
      }
      // Off again: null, and the minutes disappear.
      const { context, page } = await marketAdminPage(browser(), baseUrl, account.admin, {
        locale,
        language,
      });
      await page.goto(`${baseUrl}/business_info_logged_in`);
      const toggle = page.getByRole('checkbox', { name: words.label });
      await toggle.waitFor();
      await toggle.setChecked(false);
      expect(await page.getByRole('combobox', { name: words.minutes.split('{{')[0]?.trim() }).count()).toBe(
        0,
      );
      await page.getByRole('button', { name: text.common.save }).click();
      await page.getByText(text.business.saved).waitFor();
      expect((await business()).almost_there_minutes).toBeNull();
      await context.close();
    });
  },
);

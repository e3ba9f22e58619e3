import { type Language, smsBusinessName, smsSegments, trackingMessage, trackingUrl } from '@rutaviva/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { SAMPLE_TRIP_ID } from '../apps/web/src/lib/message-parts';
import { MARKETS, marketAdminPage, signUp } from './admin-helpers';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import { apiCall } from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const TEXTS = { english: en, spanish: es };
const OTHER: Record<Language, Language> = { english: 'spanish', spanish: 'english' };
const sampleUrl = trackingUrl(baseUrl, SAMPLE_TRIP_ID);
const previewBody = (page: Page) => page.getByTestId('message-body').textContent();

describe.each(MARKETS)('My info in $locale: the language of customer messages', (market) => {
  const text = TEXTS[market.language];
  const company = market.language === 'english' ? 'Joe’s Pizza' : 'Panadería Rosalía';

  it.each([1280, 375])('defaults from the country and previews the real message at %i px', async (width) => {
    const session = await signUp(baseUrl, market, company);
    const { context, page } = await marketAdminPage(browser(), baseUrl, session, market, {
      width,
      bypassCSP: true,
    });
    try {
      await page.goto(`${baseUrl}/business_info_logged_in`);
      const select = page.getByLabel(text.customerMessages.language);
      await expect.poll(() => select.inputValue()).toBe(market.language);

      // The US gets SMS, Mexico WhatsApp: the preview opens on what most customers see.
      const channel = market.country === 'US' ? 'sms' : 'whatsapp';
      const expected = trackingMessage({
        companyName: company,
        language: market.language,
        channel,
        url: sampleUrl,
      });
      await expect.poll(() => previewBody(page)).toBe(expected);

      await page.getByRole('button', { name: text.messagePreview.channels.sms, exact: true }).click();
      const sms = trackingMessage({
        companyName: company,
        language: market.language,
        channel: 'sms',
        url: sampleUrl,
      });
      await expect.poll(() => previewBody(page)).toBe(sms);
      const segments = smsSegments(sms);
      expect(segments).toMatchObject({ encoding: 'gsm7', segments: 1 });
      expect(await page.getByTestId('message-segments').textContent()).toBe(
        text.messagePreview.oneSegment
          .replace('{{units}}', String(segments.units))
          .replace('{{limit}}', '160'),
      );

      // Both names lose a character the SMS alphabet lacks (í, ’), and the page says so.
      expect(smsBusinessName(company)).not.toBe(company);
      expect(await page.getByTestId('sms-name-note').textContent()).toContain(smsBusinessName(company));

      await page.getByRole('heading', { name: text.customerMessages.title }).scrollIntoViewIfNeeded();
      expect(await accessibilityFindings(page), 'my info').toEqual([]);
      await screenshot(page, `messages-my-info-${market.tag}-${width}`);
    } finally {
      await context.close();
    }
  });

  it('switches the language: the preview follows at once, the choice is saved and the demo SMS follows it', async () => {
    const session = await signUp(baseUrl, market, company);
    const { context, page } = await marketAdminPage(browser(), baseUrl, session, market);
    try {
      await page.goto(`${baseUrl}/business_info_logged_in`);
      const select = page.getByLabel(text.customerMessages.language);
      await expect.poll(() => select.inputValue()).toBe(market.language);
      const other = OTHER[market.language];

      await select.selectOption(other);
      await page.getByRole('button', { name: text.messagePreview.channels.whatsapp, exact: true }).click();
      const whatsapp = trackingMessage({
        companyName: company,
        language: other,
        channel: 'whatsapp',
        url: sampleUrl,
      });
      await expect.poll(() => previewBody(page)).toBe(whatsapp);
      await page.getByText(text.customerMessages.unsaved).waitFor();

      await page.getByRole('button', { name: text.common.save, exact: true }).click();
      await page.getByText(text.business.saved).waitFor();
      const saved = await apiCall<{ message_language: string; language: string }>(
        baseUrl,
        'GET',
        `/api/business?business_id=${session.business_id}`,
        undefined,
        session.jwt_token,
      );
      // The interface keeps its own language: only the customers' messages changed.
      expect(saved).toMatchObject({ message_language: other, language: market.language });

      await page.reload();
      await expect.poll(() => page.getByLabel(text.customerMessages.language).inputValue()).toBe(other);

      // The demo SMS screen shows the message a customer now gets, in the new language only.
      await page.goto(`${baseUrl}/demo_sms`);
      const demoChannel = market.country === 'US' ? 'sms' : 'whatsapp';
      const demo = trackingMessage({
        companyName: company,
        language: other,
        channel: demoChannel,
        url: `${baseUrl}/track-demo`,
      });
      await expect.poll(() => page.locator('.phone__bubble').textContent()).toContain(demo.split('\n')[0]);
      await page
        .getByText(text.demoSms.previewNote.replace('{{language}}', text.demoSms.languages[other]))
        .waitFor();
      await screenshot(page, `messages-demo-sms-${market.tag}`);
    } finally {
      await context.close();
    }
  });
});

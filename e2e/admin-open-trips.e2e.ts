import { beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { reportsEn } from '../apps/web/src/lib/i18n/reports.en';
import { reportsEs } from '../apps/web/src/lib/i18n/reports.es';
import { signInAdmin } from './admin-helpers';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import { type AdminSession, apiCall, type CourierAccount, createCourier } from './courier-helpers';
import { startTripThroughApi } from './courier-resume-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Today in the browser's zone (the server clock is real in end-to-end tests). */
const today = () => new Date().toLocaleDateString('en-CA');

/** The admin app signed in as `admin`, in `language`, at `width` px. */
async function adminPage(admin: AdminSession, language: 'english' | 'spanish', width: number) {
  const context = await browser().newContext({
    locale: language === 'english' ? 'en-US' : 'es-MX',
    viewport: { width, height: 900 },
    // axe is injected as an inline script, which the app's policy rightly refuses.
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signInAdmin(page, baseUrl, admin, language);
  return { context, page };
}

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');

const languages = [
  { tag: 'en', language: 'english', text: en, reports: reportsEn, courier: 'courier' },
  { tag: 'es', language: 'spanish', text: es, reports: reportsEs, courier: 'repartidor' },
] as const;

describe.each(languages)(
  'admin side of open deliveries ($tag)',
  ({ tag, language, text, reports, courier }) => {
    let account: CourierAccount;

    beforeAll(async () => {
      account = await createCourier(baseUrl, language);
    });

    it('turns "several deliveries at once" on from My info', async () => {
      for (const width of [1280, 375]) {
        const { context, page } = await adminPage(account.admin, language, width);
        try {
          await page.goto(`${baseUrl}/business_info_logged_in`);
          const toggle = page.getByRole('checkbox', { name: fill(text.business.severalTrips, { courier }) });
          await toggle.waitFor();
          const before = await toggle.isChecked();
          await toggle.setChecked(!before);
          await page.getByRole('button', { name: text.common.save }).click();
          await page.getByText(text.business.saved).waitFor();
          const business = await apiCall<{ allow_several_trips: boolean }>(
            baseUrl,
            'GET',
            `/api/business?business_id=${account.admin.business_id}`,
            undefined,
            account.adminToken,
          );
          expect(business.allow_several_trips).toBe(!before);
          await page.getByRole('heading', { name: text.business.sectionDeliveries }).scrollIntoViewIfNeeded();
          // The section this change adds; the rest of the page is checked by accessibility.e2e.ts.
          expect(await accessibilityFindings(page)).toEqual([]);
          await screenshot(page, `my-info-deliveries-${tag}-${width}`);
        } finally {
          await context.close();
        }
      }
    });

    it('shows in reports who ended a delivery from the monitor, with the note', async () => {
      const trip = await startTripThroughApi(account, '55 1234 5678');
      await apiCall(
        baseUrl,
        'POST',
        `/api/trips/${trip.generated_trip_id}/admin_end`,
        { note: 'El repartidor perdió el celular' },
        account.adminToken,
      );
      for (const width of [1280, 375]) {
        const { context, page } = await adminPage(account.admin, language, width);
        try {
          await page.goto(`${baseUrl}/reports?start_date=${today()}&end_date=${today()}&tiles=none`);
          const row = page.locator(`[data-testid="report-trip"][data-trip-id="${trip.generated_trip_id}"]`);
          const ended = row.getByTestId('ended-by-admin');
          await ended.waitFor({ timeout: 15_000 });
          expect(await ended.textContent()).toContain(fill(reports.list.endedByAdmin, { name: 'Ana López' }));
          expect(await ended.textContent()).toContain(
            fill(reports.list.endNote, { note: 'El repartidor perdió el celular' }),
          );
          // The line this change adds; the rest of the page is checked by accessibility.e2e.ts.
          expect(await accessibilityFindings(page)).toEqual([]);
          await screenshot(page, `reports-ended-by-admin-${tag}-${width}`);
        } finally {
          await context.close();
        }
      }
    });
  },
);

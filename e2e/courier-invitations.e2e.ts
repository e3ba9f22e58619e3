import { courierInvitationMessage, courierInvitationUrl, formatPhone } from '@rutaviva/domain';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { en as courierEn } from '../apps/web/src/courier/i18n/en';
import { es as courierEs } from '../apps/web/src/courier/i18n/es';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { MARKETS, type Market, marketAdminPage, signInAdmin, signUp } from './admin-helpers';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import {
  type AdminSession,
  addTeamCourier,
  apiCall,
  courierToken,
  submitCourierLogin,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const TEXTS = { english: en, spanish: es };
const COURIER_TEXTS = { english: courierEn, spanish: courierEs };
const PASSWORD = 'courier-pass-1';
const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => vars[name] ?? match);

interface Team {
  admin: AdminSession;
  company: string;
  username: string;
  courierId: string;
  phone: { typed: string; e164: string };
}

let teams = 0;

async function teamOf(market: Market): Promise<Team> {
  const company = market.language === 'english' ? 'Joe’s Pizza' : 'Tacos El Güero';
  const admin = await signUp(baseUrl, market, company);
  const username = `luis.${Math.random().toString(36).slice(2, 8)}`;
  // A number of its own, so the outbox tells this test's messages apart.
  const phone = market.courierPhone(teams++);
  const courier = await addTeamCourier(baseUrl, admin, {
    cell_phone: phone.typed,
    username,
    password: PASSWORD,
  });
  return { admin, company, username, courierId: courier.id, phone };
}

/** The messages the outbox holds for `to` (the e2e server is on this machine: it sees them all). */
async function outboxTo(to: string) {
  const outbox = await apiCall<{ data: { to: string; text: string; channel: string }[] }>(
    baseUrl,
    'GET',
    '/api/dev/outbox',
  );
  return outbox.data.filter((item) => item.to === to);
}

/** Decodes the QR code from the pixels the page shows, as a phone camera would. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await page.locator('svg.qr-code').screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function openInvite(page: Page, market: Market, team: Team) {
  const text = TEXTS[market.language];
  await signInAdmin(page, baseUrl, team.admin, market.language);
  await page.goto(`${baseUrl}/team`);
  const courierWord = market.language === 'english' ? 'courier' : 'repartidor';
  await page
    .getByRole('button', { name: fill(text.team.inviteLabel, { name: 'Luis Pérez', courier: courierWord }) })
    .click();
  await page.getByRole('dialog').waitFor();
}

describe.each(MARKETS)('inviting a courier in $locale', (market) => {
  const text = TEXTS[market.language];
  const courierText = COURIER_TEXTS[market.language];

  it('sends the link and username by WhatsApp and SMS in the business language, and shows a QR code', async () => {
    const team = await teamOf(market);
    const context = await browser().newContext({
      locale: market.locale,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      await openInvite(page, market, team);
      const dialog = page.getByRole('dialog');
      const link = courierInvitationUrl(baseUrl, team.username);

      for (const channel of ['whatsapp', 'sms'] as const) {
        const channelName = text.team.inviteDialog.channels[channel];
        await dialog.getByRole('button', { name: channelName, exact: true }).click();
        const expected = courierInvitationMessage({
          companyName: team.company,
          language: market.language,
          country: market.country,
          channel,
          url: link,
          username: team.username,
        });
        await expect.poll(() => dialog.getByTestId('message-body').textContent()).toBe(expected);
        await dialog
          .getByRole('button', { name: fill(text.team.inviteDialog.send, { channel: channelName }) })
          .click();
        await dialog
          .getByText(
            fill(text.team.inviteDialog.sentTitle, {
              channel: channelName,
              phone: formatPhone(team.phone.e164),
            }),
          )
          .waitFor();
        await expect
          .poll(
            async () => (await outboxTo(team.phone.e164)).filter((item) => item.channel === channel).length,
          )
          .toBe(1);
        const [sent] = (await outboxTo(team.phone.e164)).filter((item) => item.channel === channel);
        expect(sent?.text).toBe(expected);
        expect(sent?.text).not.toContain(PASSWORD);
      }

      await dialog.getByRole('button', { name: text.team.inviteDialog.channels.qr, exact: true }).click();
      const qr = page.locator('svg.qr-code');
      await qr.waitFor();
      expect(await qr.getAttribute('data-qr-text')).toBe(link);
      expect(await decodeQr(page)).toBe(link);
      // The e2e server runs at localhost, which a phone cannot open: the dialog says so.
      await dialog
        .getByText(fill(text.team.inviteDialog.qrLocalhost, { host: new URL(baseUrl).host }))
        .waitFor();

      await dialog.getByRole('button', { name: text.team.inviteDialog.done, exact: true }).click();
      const status = page.getByTestId('invitation-status');
      await expect.poll(() => status.textContent()).toBe(fill(text.team.invited.now, { channel: 'SMS' }));
    } finally {
      await context.close();
    }
  });

  it('opens the courier app from the invitation with the username filled in; the courier changes the password', async () => {
    const team = await teamOf(market);
    const otherToken = await courierToken(baseUrl, { username: team.username, password: PASSWORD });
    const context = await browser().newContext({
      locale: market.locale,
      viewport: { width: 375, height: 812 },
    });
    try {
      const phone = await context.newPage();
      await phone.goto(courierInvitationUrl(baseUrl, team.username));
      const username = phone.getByLabel(courierText['login.username']);
      await expect.poll(() => username.inputValue()).toBe(team.username);
      await phone.getByText(courierText['login.invited']).waitFor();
      await phone.getByLabel(courierText['login.password'], { exact: true }).fill(PASSWORD);
      await phone.getByRole('button', { name: courierText['login.submit'], exact: true }).click();
      await phone.getByRole('button', { name: courierText['password.open'] }).click();
      await phone.getByRole('heading', { name: courierText['password.title'] }).waitFor();

      const current = phone.getByLabel(courierText['password.current'], { exact: true });
      const next = phone.getByLabel(courierText['password.new'], { exact: true });
      const repeat = phone.getByLabel(courierText['password.repeat'], { exact: true });
      const submit = phone.getByRole('button', { name: courierText['password.submit'], exact: true });

      await current.fill(PASSWORD);
      await next.fill('new pass 1');
      await repeat.fill('new pass 1');
      await submit.click();
      await phone.getByText(courierText['password.spaces']).waitFor();

      await next.fill('brand-new-9');
      await repeat.fill('brand-new-8');
      await submit.click();
      await phone.getByText(courierText['password.mismatch']).waitFor();

      await current.fill('not-my-password');
      await repeat.fill('brand-new-9');
      await submit.click();
      await phone.getByText(courierText['password.wrongCurrent']).waitFor();

      await current.fill(PASSWORD);
      await submit.click();
      await phone.getByText(courierText['password.done']).waitFor();

      // Another phone signed in before the change is signed out; this one stays in.
      const otherPhone = await fetch(`${baseUrl}/api/courier/trips`, {
        headers: { authorization: `Bearer ${otherToken}` },
      });
      expect(otherPhone.status).toBe(401);
      await phone.getByRole('button', { name: courierText['password.back'] }).click();
      await phone.getByRole('button', { name: courierText['home.logout'] }).click();

      await submitCourierLogin(phone, courierText, { username: team.username, password: PASSWORD });
      await phone.getByText(courierText['login.invalidCredentials']).waitFor();
      await phone.getByLabel(courierText['login.password'], { exact: true }).fill('brand-new-9');
      await phone.getByRole('button', { name: courierText['login.submit'], exact: true }).click();
      await phone.getByRole('button', { name: courierText['password.open'] }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('offers the invitation right after a courier is added', async () => {
    const admin = await signUp(baseUrl, market, 'Casa Lupita');
    const { context, page } = await marketAdminPage(browser(), baseUrl, admin, market);
    try {
      await page.goto(`${baseUrl}/team`);
      const courierWord = market.language === 'english' ? 'courier' : 'repartidor';
      await page.getByRole('button', { name: fill(text.team.empty.cta, { courier: courierWord }) }).click();
      const form = page.getByRole('dialog');
      await form.getByLabel(text.team.form.name, { exact: true }).fill('Marta');
      await form.getByLabel(text.team.form.lastName, { exact: true }).fill('Ruiz');
      await form
        .getByLabel(text.team.form.cellPhone, { exact: true })
        .fill(market.courierPhone(teams++).typed);
      await form
        .getByLabel(text.team.form.username, { exact: true })
        .fill(`marta.${Math.random().toString(36).slice(2, 8)}`);
      await form.getByLabel(text.team.form.password, { exact: true }).fill(PASSWORD);
      await form
        .getByRole('button', { name: fill(text.team.form.submitAdd, { courier: courierWord }) })
        .click();
      await page.getByRole('button', { name: fill(text.team.inviteNow, { name: 'Marta' }) }).click();
      await page
        .getByRole('dialog', { name: fill(text.team.inviteDialog.title, { name: 'Marta Ruiz' }) })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it.each([1280, 375])('looks right and has no serious accessibility finding at %i px', async (width) => {
    const team = await teamOf(market);
    const context = await browser().newContext({
      locale: market.locale,
      viewport: { width, height: 900 },
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      await openInvite(page, market, team);
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('message-preview').waitFor();
      expect(await accessibilityFindings(page), 'invite dialog').toEqual([]);
      await screenshot(page, `messages-invite-${market.tag}-${width}`);
      await dialog.getByRole('button', { name: text.team.inviteDialog.channels.qr, exact: true }).click();
      await page.locator('svg.qr-code').waitFor();
      expect(await accessibilityFindings(page), 'invite QR').toEqual([]);
      await screenshot(page, `messages-invite-qr-${market.tag}-${width}`);
      await dialog.getByRole('button', { name: text.team.inviteDialog.channels.sms, exact: true }).click();
      await dialog
        .getByRole('button', { name: fill(text.team.inviteDialog.send, { channel: 'SMS' }) })
        .click();
      await dialog.getByRole('status').first().waitFor();
      await dialog.getByRole('button', { name: text.team.inviteDialog.done, exact: true }).click();
      await page.getByTestId('invitation-status').waitFor();
      expect(await accessibilityFindings(page), 'team page').toEqual([]);
      await screenshot(page, `messages-team-${market.tag}-${width}`);

      const phone = await context.newPage();
      await phone.goto(courierInvitationUrl(baseUrl, team.username));
      await phone.getByLabel(courierText['login.password'], { exact: true }).fill(PASSWORD);
      await phone.getByRole('button', { name: courierText['login.submit'], exact: true }).click();
      await phone.getByRole('button', { name: courierText['password.open'] }).click();
      await phone.getByRole('heading', { name: courierText['password.title'] }).waitFor();
      await phone.getByRole('button', { name: courierText['password.submit'], exact: true }).click();
      await phone.getByText(courierText['password.required']).first().waitFor();
      expect(await accessibilityFindings(phone), 'courier password').toEqual([]);
      await screenshot(phone, `messages-courier-password-${market.tag}-${width}`);
      await phone.getByRole('button', { name: courierText['password.back'] }).click();
      await phone.getByRole('button', { name: courierText['home.logout'] }).waitFor();
      expect(await accessibilityFindings(phone), 'courier home').toEqual([]);
      await screenshot(phone, `messages-courier-home-${market.tag}-${width}`);
    } finally {
      await context.close();
    }
  });
});

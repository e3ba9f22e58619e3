import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { screenshot, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The browser keys SPEC §4 says logout clears. */
const SESSION_KEYS = [
  'jwt_token',
  'user_id',
  'branch_names',
  'selected_branch_id',
  'onboarding_state',
  'sub_banner',
  'email',
  'country_iso',
];

const storageOf = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
  );

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

const journeys = [
  { name: 'English', locale: 'en-US', text: en, country: 'US', phone: '(415) 555-2671', language: 'english' },
  { name: 'Spanish', locale: 'es-MX', text: es, country: 'MX', phone: '55 1234 5678', language: 'spanish' },
] as const;

describe.each(journeys)('accounts journey in $name', ({ locale, text, country, phone, language }) => {
  let context: BrowserContext;
  let page: Page;
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'first-pass-1';
  const newPassword = 'second-pass-2';
  const tag = language === 'english' ? 'en' : 'es';

  beforeAll(async () => {
    context = await browser().newContext({ locale, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  async function logIn(withPassword: string) {
    await page.getByLabel(text.login.email).fill(email);
    await page.getByLabel(text.login.password, { exact: true }).fill(withPassword);
    await page.getByRole('button', { name: text.login.submit, exact: true }).click();
  }

  async function logOut() {
    await page.goto(`${baseUrl}/logout`);
    await page.getByRole('button', { name: text.logout.confirm, exact: true }).click();
    await waitForPath(page, '/login');
  }

  it('signs up through the two steps and lands on my account', async () => {
    await page.goto(`${baseUrl}/signup`);
    await page.getByRole('heading', { name: text.signup.title }).waitFor();
    await screenshot(page, `e2e-signup-1-${tag}-1280`);

    await page.getByLabel(text.signup.companyName).fill('Florería Las Rosas');
    await page.getByLabel(text.signup.country).selectOption(country);
    await page.getByLabel(text.signup.fullName).fill('Rosa Martínez');
    await page.getByLabel(text.signup.email).fill(email);
    await page.getByLabel(text.signup.cellPhone).fill(phone);
    await page.getByLabel(text.signup.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.common.continue }).click();

    await page.getByLabel(text.signup.deliveriesPerDay).fill('25');
    await page.getByText(text.vehicles.bicycle, { exact: true }).click();
    await screenshot(page, `e2e-signup-2-${tag}-1280`);
    await page.getByRole('button', { name: text.signup.submit }).click();

    await waitForPath(page, '/my_account');
    const stored = await storageOf(page);
    expect(stored).toMatchObject({ email, country_iso: country, onboarding_state: 'checkout', language });
    expect(stored.jwt_token).toEqual(expect.any(String));
    expect(JSON.parse(stored.branch_names ?? '[]')).toEqual([
      { id: expect.any(String), name: 'Headquarters' },
    ]);
  });

  it('logs out clearing exactly the session keys', async () => {
    await logOut();
    const stored = await storageOf(page);
    for (const key of SESSION_KEYS) expect(stored[key], key).toBeUndefined();
    expect(stored.language).toBe(language);
  });

  it('refuses a wrong password with the spec message', async () => {
    await logIn('not-the-password');
    await page
      .getByText(
        language === 'english' ? 'Incorrect username or password' : 'Usuario o contraseña incorrectos',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a visitor of a logged-in route to log in, then back there', async () => {
    await page.goto(`${baseUrl}/business_info_logged_in`);
    await waitForPath(page, '/login');
    await logIn(password);
    await waitForPath(page, '/business_info_logged_in');
    await expect
      .poll(() => page.getByLabel(text.business.companyName).inputValue())
      .toBe('Florería Las Rosas');
    await screenshot(page, `e2e-business-${tag}-1280`);
    await logOut();
  });

  it('resets the password through the link in /dev/outbox', async () => {
    await page.goto(`${baseUrl}/password_recovery`);
    await page.getByLabel(text.recovery.email).fill(email);
    await page.getByRole('button', { name: text.recovery.submit }).click();
    await page.getByRole('heading', { name: text.recovery.sentTitle }).waitFor();

    // The email is written just after the answer: open the outbox until it is there.
    const message = page.locator('li.outbox-item', { hasText: email }).first();
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl}/dev/outbox`);
        await page.getByRole('heading', { name: text.outbox.title }).waitFor();
        return message.count();
      })
      .toBeGreaterThan(0);
    await message.locator('a[href*="/password_reset/"]').click();

    await page.getByRole('heading', { name: text.reset.title }).waitFor();
    await page.getByLabel(text.reset.password, { exact: true }).fill(newPassword);
    await page.getByLabel(text.reset.passwordRepeat, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.reset.submit }).click();
    await page.getByRole('heading', { name: text.reset.doneTitle }).waitFor();

    await page.goto(`${baseUrl}/login`);
    await logIn(password);
    await page
      .getByText(
        language === 'english' ? 'Incorrect username or password' : 'Usuario o contraseña incorrectos',
      )
      .waitFor();
    await logIn(newPassword);
    await waitForPath(page, '/my_account');
  });

  it('logs out of every device from My account', async () => {
    const other = await browser().newContext({ locale, viewport: { width: 375, height: 812 } });
    try {
      const phone = await other.newPage();
      await phone.goto(`${baseUrl}/login`);
      await phone.getByLabel(text.login.email).fill(email);
      await phone.getByLabel(text.login.password, { exact: true }).fill(newPassword);
      await phone.getByRole('button', { name: text.login.submit, exact: true }).click();
      await waitForPath(phone, '/my_account');
      await phone.getByRole('heading', { name: text.myAccount.security.title }).waitFor();
      await screenshot(phone, `e2e-my-account-security-${tag}-375`);

      await page.goto(`${baseUrl}/my_account`);
      await page.getByRole('button', { name: text.myAccount.security.logoutAll }).click();
      const dialog = page.getByRole('alertdialog', { name: text.myAccount.security.dialogTitle });
      await dialog.waitFor();
      await screenshot(page, `e2e-logout-all-dialog-${tag}-1280`);
      await dialog.getByRole('button', { name: text.myAccount.security.confirm }).click();
      await waitForPath(page, '/login');

      // The phone's session ended too: its next request sends it to log in.
      await phone.goto(`${baseUrl}/business_info_logged_in`);
      await waitForPath(phone, '/login');
      expect((await storageOf(phone)).jwt_token).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('shows the invalid-link state for a used link', async () => {
    await page.goto(`${baseUrl}/dev/outbox`);
    const link = await page
      .locator('li.outbox-item', { hasText: email })
      .first()
      .locator('a[href*="/password_reset/"]')
      .getAttribute('href');
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: text.reset.invalidTitle }).waitFor();
  });
});

describe('unknown paths', () => {
  it('show the not-found screen', async () => {
    const context = await browser().newContext({ locale: 'en-US', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/this/page/does-not-exist`);
    await page.getByRole('heading', { name: en.notFound.title }).waitFor();
    await screenshot(page, 'e2e-not-found-en-375');
    await context.close();
  });
});

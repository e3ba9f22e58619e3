import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../apps/web/src/lib/i18n/es';
import { prepaidEs } from '../apps/web/src/lib/i18n/prepaid.es';
import { salesEs } from '../apps/web/src/lib/i18n/sales.es';
import { signInAdmin } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import { addTeamCourier, apiCall, courierToken, signUpBusiness, startTrip } from './courier-helpers';
import { createSalesperson, type TestSalesperson } from './sales-helpers';
import { startTestServer, type TestServer } from './server';

const browser = useBrowser();

/** Issue 13's acceptance journey happens on a phone in Mexico. */
const PHONE = { width: 375, height: 740 };

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/**
 * Every screen of the journey in both languages and at both sizes, from the top of the page:
 * switched in place with the bar's switch (the salesperson's lookups live in the page), or by
 * the stored choice and a reload where the admin's phone menu hides the switch.
 */
async function lookAtBoth(page: Page, name: string, { reload = false } = {}) {
  for (const [language, label, stored] of [
    ['en', 'English', 'english'],
    ['es', 'Español', 'spanish'],
  ] as const) {
    if (reload) {
      await page.evaluate((value) => localStorage.setItem('language', value), stored);
      await page.reload();
    } else {
      await page.getByRole('button', { name: label, exact: true }).first().click();
    }
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    for (const size of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `e2e-sales-${name}-${language}-${size.width}`);
    }
  }
}

describe('a salesperson on a phone (issue 13)', () => {
  let server: TestServer;
  let salesperson: TestSalesperson;
  let context: BrowserContext;
  let page: Page;
  const company = `Tortas Doña Lupe ${randomBytes(2).toString('hex')}`;
  const adminEmail = `lupe-${randomBytes(4).toString('hex')}@example.com`;

  beforeAll(async () => {
    server = await startTestServer();
    if (!server.databaseUrl) throw new Error('sales.e2e.ts needs DATABASE_URL to create a salesperson');
    salesperson = await createSalesperson(server.baseUrl, server.databaseUrl);
    context = await browser().newContext({
      locale: 'es-MX',
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  it('a business signs up through the referral link', async () => {
    expect(salesperson.referralUrl).toContain(`ref=${salesperson.referralCode}`);
    await page.goto(`${server.baseUrl}/signup?ref=${salesperson.referralCode}`);
    await page.getByRole('heading', { name: es.signup.title }).waitFor();
    await page.getByLabel(es.signup.companyName).fill(company);
    await page.getByLabel(es.signup.country).selectOption('MX');
    await page.getByLabel(es.signup.fullName).fill('Lupe Hernández');
    await page.getByLabel(es.signup.email).fill(adminEmail);
    await page.getByLabel(es.signup.cellPhone).fill('55 2345 6789');
    await page.getByLabel(es.signup.password, { exact: true }).fill('lupe-pass-1');
    await page.getByRole('button', { name: es.common.continue }).click();
    await page.getByLabel(es.signup.deliveriesPerDay).fill('15');
    await page.getByText(es.vehicles.motorcycle, { exact: true }).click();
    await page.getByRole('button', { name: es.signup.submit }).click();
    await waitForPath(page, '/my_account');
  });

  it('sends a visitor of /panel to the salesperson sign-in, then back to the panel with the business', async () => {
    await page.goto(`${server.baseUrl}/panel`);
    await waitForPath(page, '/salesperson_login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/panel');
    await page.getByRole('heading', { name: salesEs.login.title }).waitFor();
    await lookAtBoth(page, 'login');

    await page.getByLabel(salesEs.login.email).fill(salesperson.email);
    await page.getByLabel(salesEs.login.password, { exact: true }).fill(salesperson.password);
    await page.getByRole('button', { name: salesEs.login.submit, exact: true }).click();
    await waitForPath(page, '/panel');
    const card = page.locator('.panel-card', { hasText: company });
    await card.waitFor();
    // Without a plan yet, a salesperson's business stands as bad_sub (SPEC §4 "Standing check").
    await expect.poll(() => card.textContent()).toContain(salesEs.standing.bad_sub);
    await expect.poll(() => card.textContent()).toContain(salesEs.paymentType.none);
    // The admin's session of the same browser is untouched by the salesperson's.
    const keys = await page.evaluate(() => [
      localStorage.getItem('jwt_token'),
      localStorage.getItem('salesperson_token'),
    ]);
    expect(keys[0]).not.toBe(keys[1]);
    await lookAtBoth(page, 'panel');
  });

  it('creates the business prepaid subscription: 400 deliveries at $0.75 MXN', async () => {
    await page
      .locator('.panel-card', { hasText: company })
      .getByRole('link', { name: salesEs.shell.newPrepaid })
      .click();
    await waitForPath(page, '/create_prepaid_subscription');
    expect(await page.getByLabel(salesEs.prepaid.email).inputValue()).toBe(adminEmail);
    await page.getByLabel(salesEs.prepaid.password, { exact: true }).fill(salesperson.password);
    await page.getByRole('button', { name: salesEs.prepaid.find }).click();
    await page.getByRole('heading', { name: salesEs.prepaid.stepPack }).waitFor();
    await page.getByRole('button', { name: '400', exact: true }).click();
    await page.getByLabel(salesEs.prepaid.reference).fill('SPEI 4471-A');
    await expect.poll(() => page.getByTestId('pack-amount').textContent()).toBe('$300.00 MXN');
    await lookAtBoth(page, 'create-prepaid');

    await page.getByRole('button', { name: 'Crear por $300.00 MXN' }).click();
    await page.getByText(salesEs.prepaid.created.split('.')[0] ?? '').waitFor();
    await expect.poll(() => page.getByTestId('prepaid-remaining').textContent()).toBe('400 entregas');
    await lookAtBoth(page, 'created');
  });

  it('tops it up on /prepago and sees the balance and the movements', async () => {
    await page.goto(`${server.baseUrl}/prepago?email=${encodeURIComponent(adminEmail)}`);
    await page.getByLabel(salesEs.prepaid.password, { exact: true }).fill(salesperson.password);
    await page.getByRole('button', { name: salesEs.prepaid.find }).click();
    await expect.poll(() => page.getByTestId('prepaid-remaining').textContent()).toBe('400 entregas');
    await page.getByRole('button', { name: '1,500', exact: true }).click();
    await page.getByLabel(salesEs.prepaid.reference).fill('SPEI 4480-B');
    await page.getByRole('button', { name: 'Recargar por $1,125.00 MXN' }).click();
    await expect.poll(() => page.getByTestId('prepaid-remaining').textContent()).toBe('1,900 entregas');
    await page.getByText(prepaidEs.movements.purchase).first().waitFor();
    expect(await page.locator('.prepaid-movement--purchase').count()).toBe(2);
    await lookAtBoth(page, 'prepago');
  });

  it('sees the business in good standing on /panel with its prepaid balance', async () => {
    await page.getByRole('link', { name: salesEs.shell.panel, exact: true }).click();
    await waitForPath(page, '/panel');
    const card = page.locator('.panel-card', { hasText: company });
    await expect.poll(() => card.textContent()).toContain(salesEs.standing.none);
    await expect.poll(() => card.textContent()).toContain('1,900 prepagadas restantes');
    await page.getByLabel(salesEs.panel.paymentFilter).selectOption('card');
    await page.getByText(salesEs.panel.noMatchTitle).waitFor();
    expect(new URL(page.url()).searchParams.get('payment_type')).toBe('card');
    await page.getByLabel(salesEs.panel.paymentFilter).selectOption('wire_transfer');
    await card.waitFor();
  });

  it('sees the commission of both purchases on /comisiones2', async () => {
    await page.getByRole('link', { name: salesEs.shell.commissions }).click();
    await waitForPath(page, '/comisiones2');
    await page
      .getByText(salesEs.commissions.computing)
      .or(page.locator('.commission-month'))
      .first()
      .waitFor();
    const lines = page.locator('.commission-line', { hasText: company });
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => lines.first().textContent()).toContain(salesEs.commissions.kinds.prepaid);
    await lookAtBoth(page, 'commissions');
  });

  it('prices a volume on the calculators, in US dollars too', async () => {
    for (const [path, name] of [
      ['/calculadora_wsp', 'calc-wsp'],
      ['/calculadora_sms', 'calc-sms'],
      ['/calculadora_usd', 'calc-usd'],
    ] as const) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByLabel(salesEs.calc.deliveries).fill('800');
      await page.locator('.calc-results').waitFor();
      if (name === 'calc-usd') await page.getByTestId('exchange-rate').waitFor();
      await lookAtBoth(page, name);
    }
  });

  it('shows the business its prepaid balance on /my_subscription', async () => {
    await page.goto(`${server.baseUrl}/my_subscription`);
    await expect.poll(() => page.getByTestId('prepaid-remaining').textContent()).toBe('1,900 entregas');
    await page.getByText(prepaidEs.business.explain).waitFor();
    await lookAtBoth(page, 'my-subscription', { reload: true });
    await expect.poll(() => page.getByTestId('prepaid-remaining').textContent()).toBe('1,900 entregas');
  });

  it('signs out of the salesperson session only', async () => {
    await page.goto(`${server.baseUrl}/panel`);
    await page.getByRole('button', { name: salesEs.shell.signOut }).click();
    await waitForPath(page, '/salesperson_login');
    const keys = await page.evaluate(() => [
      localStorage.getItem('jwt_token'),
      localStorage.getItem('salesperson_token'),
    ]);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBeNull();
  });

  it("opens the calculators for the business's admin, but not the salesperson's pages", async () => {
    await page.goto(`${server.baseUrl}/calculadora_sms`);
    await page.getByRole('heading', { name: salesEs.calc.smsTitle }).waitFor();
    await page.getByRole('link', { name: salesEs.shell.backToAccount }).waitFor();
    // The admin's country (MX) picks the market.
    expect(
      await page.getByRole('button', { name: salesEs.calc.markets.MX }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.goto(`${server.baseUrl}/prepago`);
    await waitForPath(page, '/salesperson_login');
  });
  it('tells a business whose prepaid deliveries ran out to contact its salesperson', async () => {
    const admin = await signUpBusiness(server.baseUrl, {
      company_name: `Café La Ruta ${randomBytes(2).toString('hex')}`,
      language: 'spanish',
      my_referrer: salesperson.referralCode,
    });
    const login = await apiCall<{ data: { jwt_token: string } }>(
      server.baseUrl,
      'POST',
      '/api/salesperson/login',
      {
        email: salesperson.email,
        password: salesperson.password,
      },
    );
    await apiCall(
      server.baseUrl,
      'POST',
      '/api/prepaid_subscriptions',
      {
        email: admin.email,
        salesperson_password: salesperson.password,
        plan: 'whatsapp',
        deliveries: 1,
        transfer_reference: 'SPEI 1',
        confirmed_amount_minor: 75,
      },
      login.data.jwt_token,
    );
    const courier = await addTeamCourier(server.baseUrl, admin);
    await startTrip(server.baseUrl, await courierToken(server.baseUrl, courier), '55 2222 2222');

    const adminContext = await browser().newContext({ locale: 'es-MX', viewport: PHONE });
    try {
      const adminPage = await adminContext.newPage();
      await signInAdmin(adminPage, server.baseUrl, admin, 'spanish');
      await adminPage.goto(`${server.baseUrl}/my_subscription`);
      await expect.poll(() => adminPage.getByTestId('prepaid-remaining').textContent()).toBe('0 entregas');
      await adminPage.getByText(prepaidEs.business.statusOut).waitFor();
      await adminPage.getByText(/Contacta a tu vendedor para recargar/).waitFor();
      // The grace before couriers are stopped, in the word of the business's country (MX).
      await adminPage.getByText(/Tus repartidores no podrán iniciar entregas nuevas a partir del/).waitFor();
      await lookAtBoth(adminPage, 'my-subscription-run-out', { reload: true });
    } finally {
      await adminContext.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/lib/i18n/en';
import { es } from '../apps/web/src/lib/i18n/es';
import { accessibilityFindings, screenshot, useBrowser } from './browser';
import {
  type AdminSession,
  addTeamCourier,
  apiCall,
  courierStep,
  courierToken,
  sendPoints,
  signUpBusiness,
  startTrip,
} from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The words of a text before its first placeholder ("Last seen {{ago}}" → "Last seen"). */
const lead = (text: string) => (text.split('{{')[0] ?? '').trim();

interface Team {
  admin: AdminSession;
  email: string;
  password: string;
  centro: string;
  ids: { luis: string; ana: string; carla: string; dora: string };
  /** Luis's delivery, under way, one position a moment ago. */
  live: { generated_trip_id: string };
}

async function addCourier(admin: AdminSession, name: string, lastName: string, branchId: string) {
  const courier = await addTeamCourier(baseUrl, admin, { name, last_name: lastName, branch_id: branchId });
  return { id: courier.id, token: await courierToken(baseUrl, courier) };
}

async function drive(token: string, points: { lat: number; lng: number }[], end: boolean) {
  const trip = await startTrip(baseUrl, token, '55 2222 3333');
  const now = Math.floor(Date.now() / 1000);
  await sendPoints(
    baseUrl,
    token,
    trip.generated_trip_id,
    points.map((point, index) => ({ ...point, timestamp: now - points.length + index + 1 })),
  );
  if (end) await courierStep(baseUrl, token, trip.generated_trip_id, 'end');
  return trip;
}

/**
 * A Mexican business with two branches: Luis on a delivery and Carla never seen at
 * Headquarters, Ana idle at Centro after a delivery, Dora deactivated.
 */
async function createTeam(language: 'english' | 'spanish'): Promise<Team> {
  const email = `dispatch-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'owner-pass-1';
  const admin = await signUpBusiness(baseUrl, { email, password, branch_names: ['', 'Centro'], language });
  const [headquarters, centro] = admin.branch_names.map((branch) => branch.id) as [string, string];
  const luis = await addCourier(admin, 'Luis', 'Pérez', headquarters);
  const ana = await addCourier(admin, 'Ana', 'Ruiz', centro);
  const carla = await addCourier(admin, 'Carla', 'Gómez', headquarters);
  const dora = await addCourier(admin, 'Dora', 'Luna', headquarters);
  await apiCall(baseUrl, 'PUT', '/api/team', { id: dora.id, active: false }, admin.jwt_token);
  await drive(
    ana.token,
    [
      { lat: 19.4194, lng: -99.1617 },
      { lat: 19.4201, lng: -99.1602 },
    ],
    true,
  );
  const live = await drive(
    luis.token,
    [
      { lat: 19.4326, lng: -99.1332 },
      { lat: 19.4335, lng: -99.1327 },
    ],
    false,
  );
  return {
    admin,
    email,
    password,
    centro,
    ids: { luis: luis.id, ana: ana.id, carla: carla.id, dora: dora.id },
    live,
  };
}

/** Logs in through the page, as a new session does (nothing else in the browser's storage). */
async function logIn(page: Page, team: Team, text: typeof en) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(text.login.email).fill(team.email);
  await page.getByLabel(text.login.password, { exact: true }).fill(team.password);
  await page.getByRole('button', { name: text.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const card = (page: Page, courierId: string) =>
  page.locator(`[data-testid="monitor-courier"][data-courier-id="${courierId}"]`);

describe.each([
  { tag: 'en', locale: 'en-US', text: en, language: 'english' as const },
  { tag: 'es', locale: 'es-MX', text: es, language: 'spanish' as const },
])('the monitor as a dispatcher’s screen, in $locale', ({ tag, locale, text, language }) => {
  let team: Team;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    team = await createTeam(language);
    // bypassCSP: axe is injected as an inline script, which the app's policy rightly refuses.
    context = await browser().newContext({ locale, viewport: { width: 1280, height: 860 }, bypassCSP: true });
    page = await context.newPage();
    // The page's clock runs at its normal pace until a test moves it on: minutes pass in a moment.
    await page.clock.install();
    await logIn(page, team, text);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows every courier of all branches: on a delivery, idle where last seen, not seen yet', async () => {
    await page.goto(`${baseUrl}/monitor?tiles=none`);
    await expect.poll(() => page.getByLabel(text.monitor.branch).inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('selected_branch_id'))).toBeNull();

    const luis = card(page, team.ids.luis);
    await luis.waitFor({ timeout: 15_000 });
    expect(await luis.getAttribute('data-activity')).toBe('on_delivery');
    expect(await luis.getAttribute('data-trip-id')).toBe(team.live.generated_trip_id);
    expect(await luis.textContent()).toContain(text.monitor.status.onTheWay);

    const ana = card(page, team.ids.ana);
    expect(await ana.getAttribute('data-activity')).toBe('idle');
    expect(await ana.getAttribute('data-lat')).toBe('19.4201');
    expect(await ana.textContent()).toContain(lead(text.monitor.lastSeen));
    expect(await card(page, team.ids.carla).getAttribute('data-activity')).toBe('never_seen');
    // Inactive couriers are folded away, but counted.
    expect(await card(page, team.ids.dora).isVisible()).toBe(false);

    // Luis with his route and Ana's hollow disc where she was last seen; Carla has no place yet.
    await expect.poll(() => page.locator('.monitor-marker').count()).toBe(2);
    await expect.poll(() => page.locator('.monitor-marker.is-idle').count()).toBe(1);
    expect(await page.getByTestId('monitor-alert').count()).toBe(0);
    await screenshot(page, `monitor-${tag}-1280`);
  });

  it('raises alerts the moment the page’s clock passes their time, with no new event', async () => {
    const luisAlerts = () => card(page, team.ids.luis).getAttribute('data-alerts');
    const { start_time: started } = await apiCall<{ start_time: number }>(
      baseUrl,
      'GET',
      `/api/trips/${team.live.generated_trip_id}`,
    );
    /** Moves the page's clock on to `seconds` after the delivery started. */
    const moveTo = async (seconds: number) => {
      const pageNow = await page.evaluate(() => Date.now());
      await page.clock.fastForward(Math.max(0, (started + seconds) * 1000 - pageNow));
    };

    await moveTo(3 * 60);
    await expect.poll(luisAlerts).toBe('stale_position');
    // Issue 15: the card says how old the position is and the disc on the map turns grey.
    expect(await card(page, team.ids.luis).getAttribute('data-stale')).toBe('true');
    expect(await card(page, team.ids.luis).textContent()).toContain(lead(text.monitor.signal.stale));
    await expect.poll(() => page.locator('.monitor-marker.is-stale').count()).toBe(1);

    // Second by second up to the 30-minute mark: the alert shows at the first second over it,
    // from the page's own timer, while nothing new arrives from the server.
    await page.clock.pauseAt((started + 30 * 60 - 2) * 1000);
    await page.clock.runFor(2_000);
    expect(await luisAlerts()).toBe('stale_position');
    await page.clock.runFor(1_000);
    await expect.poll(luisAlerts).toBe('slow_arrival stale_position');
    await page.clock.resume();
    const slow = page.locator(
      `[data-testid="monitor-alert"][data-kind="slow_arrival"][data-trip-id="${team.live.generated_trip_id}"]`,
    );
    await slow.waitFor();
    const words = await slow.textContent();
    expect(words).toContain('Luis Pérez');
    expect(words).toContain(text.monitor.alerts.slow_arrival.replace('{{limit}}', '30 min'));
    expect(await page.title()).toContain(text.monitor.titleWithAlerts_other.replace('{{count}}', '2'));
    await screenshot(page, `monitor-alerts-${tag}-1280`);
    expect(await accessibilityFindings(page), 'monitor with alerts at 1280 px').toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await slow.waitFor();
    await screenshot(page, `monitor-alerts-${tag}-375`);
    expect(await accessibilityFindings(page), 'monitor with alerts at 375 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('ends a stuck delivery from its details, with a note, and the alerts clear', async () => {
    await slowAlert(page).click();
    const details = card(page, team.ids.luis);
    await details.getByRole('button', { name: text.monitor.endDelivery.button }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await accessibilityFindings(page), 'end delivery dialog').toEqual([]);
    await dialog.getByLabel(text.monitor.endDelivery.note).fill('The customer confirmed by phone.');
    await screenshot(page, `monitor-end-dialog-${tag}-1280`);
    await dialog.getByRole('button', { name: text.monitor.endDelivery.confirm }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => card(page, team.ids.luis).getAttribute('data-activity')).toBe('idle');
    expect(await page.getByTestId('monitor-alert').count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'Luis Pérez' }).count()).toBe(1);
    const trip = await apiCall<{ end_time: number | null }>(
      baseUrl,
      'GET',
      `/api/trips/${team.live.generated_trip_id}`,
    );
    expect(trip.end_time).not.toBeNull();
    await screenshot(page, `monitor-ended-${tag}-1280`);
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, `monitor-ended-${tag}-375`);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  function slowAlert(on: Page) {
    return on.locator(`[data-testid="monitor-alert"][data-kind="slow_arrival"]`);
  }
});

describe('All branches by default', () => {
  let team: Team;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    team = await createTeam('english');
    context = await browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    await logIn(page, team, en);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens the reports and the team page on every branch after logging in', async () => {
    await page.goto(`${baseUrl}/reports?tiles=none`);
    await expect.poll(() => page.getByLabel(en.reports.filters.branch).inputValue()).toBe('');

    await page.goto(`${baseUrl}/team`);
    const all = page.getByRole('button', { name: en.team.allBranches, exact: true });
    await expect.poll(() => all.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('selected_branch_id'))).toBeNull();
  });

  it('remembers a branch the user picks, and forgets it for All branches', async () => {
    await page.getByRole('button', { name: 'Centro', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('selected_branch_id')))
      .toBe(team.centro);

    await page.goto(`${baseUrl}/monitor?tiles=none`);
    await card(page, team.ids.ana).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel(en.monitor.branch).inputValue()).toBe(team.centro);
    expect(await page.getByTestId('monitor-courier').count()).toBe(1);

    await page.getByLabel(en.monitor.branch).selectOption('');
    await card(page, team.ids.luis).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('selected_branch_id'))).toBeNull();
  });
});

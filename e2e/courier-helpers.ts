import { randomBytes } from 'node:crypto';
import type { CourierCreate, PointTotals, SignupInput, TripPoint } from '@rutaviva/domain';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Dictionary as CourierText } from '../apps/web/src/courier/i18n/en';
import type { AdminSession } from './admin-storage';
import { apiCall } from './api';

export type { AdminSession };
export { apiCall };

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface CourierAccount {
  username: string;
  password: string;
  adminToken: string;
  courierToken: string;
  admin: AdminSession;
}

/**
 * Signs a business up through the API (SignupSchema): a Mexican owner with one unnamed branch and
 * the password `owner-pass-1`, but for what `fields` sets.
 */
export const signUpBusiness = (baseUrl: string, fields: Partial<SignupInput>) =>
  apiCall<AdminSession>(baseUrl, 'POST', '/api/signup', {
    company_name: 'Tacos El Güero',
    country_iso: 'MX',
    email: `owner-${randomBytes(4).toString('hex')}@example.com`,
    password: 'owner-pass-1',
    full_name: 'Ana López',
    cell_phone: '55 1234 5678',
    delivery_amount_per_day: 20,
    vehicle_type: 'motorcycle',
    branch_names: [''],
    ...fields,
  });

/**
 * Adds a courier to the admin's team through the API: Luis Pérez in the first branch, with the
 * password `courier-pass-1` and a new username from the first name, but for what `fields` sets.
 * Its id and the credentials it logs in with.
 */
export async function addTeamCourier(
  baseUrl: string,
  admin: AdminSession,
  fields: Partial<CourierCreate> = {},
) {
  const name = fields.name ?? 'Luis';
  const plainName = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const courier = {
    name,
    last_name: 'Pérez',
    cell_phone: '55 8765 4321',
    username: `${plainName}.${randomBytes(4).toString('hex')}`,
    password: 'courier-pass-1',
    branch_id: admin.branch_names[0]?.id,
    ...fields,
  };
  const { id } = await apiCall<{ id: string }>(baseUrl, 'POST', '/api/team', courier, admin.jwt_token);
  return { id, username: courier.username, password: courier.password };
}

/** Logs a courier in through the API, as a phone would; the session's token. */
export const courierToken = async (
  baseUrl: string,
  { username, password }: Pick<CourierCreate, 'username' | 'password'>,
) =>
  (await apiCall<{ jwt_token: string }>(baseUrl, 'POST', '/api/courier/login', { username, password }))
    .jwt_token;

/** A Mexican business (SignupSchema) with one courier in its Headquarters branch. */
export async function createCourier(
  baseUrl: string,
  language: 'english' | 'spanish',
): Promise<CourierAccount> {
  const admin = await signUpBusiness(baseUrl, { language });
  const { username, password } = await addTeamCourier(baseUrl, admin);
  const token = await courierToken(baseUrl, { username, password });
  return { username, password, adminToken: admin.jwt_token, courierToken: token, admin };
}

/** A delivery started through the API by the courier whose token this is. */
export const startTrip = (baseUrl: string, courierToken: string, customerPhone: string) =>
  apiCall<{ trip_id: string; generated_trip_id: string }>(
    baseUrl,
    'POST',
    '/api/trips',
    { customer_phone_number: customerPhone },
    courierToken,
  );

/** The courier's positions for a trip, posted as the courier app posts them. */
export const sendPoints = (
  baseUrl: string,
  courierToken: string,
  generatedTripId: string,
  points: TripPoint[],
) =>
  apiCall<PointTotals>(
    baseUrl,
    'POST',
    `/api/trips/${generatedTripId}/coordinates`,
    { points },
    courierToken,
  );

/** The courier's arrival or end of a trip, through the API. */
export const courierStep = (
  baseUrl: string,
  courierToken: string,
  generatedTripId: string,
  step: 'arrival' | 'end',
) => apiCall(baseUrl, 'POST', `/api/trips/${generatedTripId}/${step}`, {}, courierToken);

/** A walk north-east through Mexico City, about 110 m between points (well over the 10 m filter). */
export function route(count: number): LatLng[] {
  return Array.from({ length: count }, (_, index) => ({
    latitude: Number((19.4326 + index * 0.001).toFixed(6)),
    longitude: Number((-99.1332 + index * 0.0005).toFixed(6)),
  }));
}

/** The courier app batching every 400 ms instead of 5 s, so a journey takes seconds (src/courier/lib/config.ts). */
export const courierAppUrl = (baseUrl: string) => `${baseUrl}/courier?batch_ms=400`;

/** A phone-sized context of `locale` whose position the test moves, starting `at` a point. */
export async function phoneWithGps(
  browser: Browser,
  locale: string,
  at: LatLng | undefined,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return await browser.newContext({
    locale,
    viewport: { width: 375, height: 812 },
    permissions: ['geolocation'],
    geolocation: at,
    ...options,
  });
}

/**
 * Waits until the phone's clock is in a later second than now: the server keeps one point per
 * second, so a move made before then could share the last point's second and be skipped.
 */
export async function nextSecond(page: Page): Promise<void> {
  const second = () => page.evaluate(() => Math.floor(Date.now() / 1000));
  const start = await second();
  await expect.poll(second, { interval: 100 }).toBeGreaterThan(start);
}

export const pointsRecorded = async (page: Page) =>
  Number(await page.getByTestId('points-recorded').textContent({ timeout: 15_000 }));

export const queuedPoints = async (page: Page) =>
  Number(await page.locator('[data-queued-points]').getAttribute('data-queued-points', { timeout: 15_000 }));

/** The service worker controls the page, so the app can open again without a network. */
export async function waitForOfflineSupport(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Moves the phone and waits until the app has recorded the new point. */
export async function movePhoneTo(context: BrowserContext, page: Page, point: LatLng | undefined) {
  if (!point) throw new Error('the route is too short');
  const before = await pointsRecorded(page);
  await nextSecond(page);
  await context.setGeolocation(point);
  await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(before + 1);
}

/** Fills the courier app's login form in the language of `text` and sends it. */
export async function submitCourierLogin(
  page: Page,
  text: CourierText,
  { username, password }: { username: string; password: string },
) {
  await page.getByLabel(text['login.username']).fill(username);
  await page.getByLabel(text['login.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: text['login.submit'], exact: true }).click();
}

/** Starts a delivery to `phone` from the courier app's start form and waits for the trip screen. */
export async function startDeliveryInApp(page: Page, text: CourierText, phone: string) {
  await page.getByLabel(text['start.phone']).fill(phone);
  await page.getByRole('button', { name: text['start.submit'] }).click();
  await page.getByRole('heading', { name: text['trip.title'] }).waitFor();
}

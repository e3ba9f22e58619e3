import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import {
  addTeamCourier,
  apiCall,
  type CourierAccount,
  courierToken,
  createCourier,
  route,
  sendPoints,
  startTrip,
} from './courier-helpers';

/** A laptop and a small phone: every page of the tours is audited and shown at both. */
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
] as const;

/** Audits and photographs the page as it is now at each of SIZES, then goes back to the first. */
export async function lookAtEverySize(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await screenshot(page, `a11y-${name}-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
}

export interface TourBusiness extends CourierAccount {
  /** Ended, with points and a customer's review. */
  endedTripId: string;
  /** Under way, driven by a second courier, with a few points. */
  liveTripId: string;
}

const TRIP_PHONES = ['55 2222 3333', '55 4444 5555'] as const;

async function postRoute(baseUrl: string, tripId: string, token: string, count: number) {
  const now = Math.floor(Date.now() / 1000);
  const points = route(count).map((point, index) => ({
    lat: point.latitude,
    lng: point.longitude,
    timestamp: now - (count - index) * 20,
  }));
  await sendPoints(baseUrl, token, tripId, points);
}

/**
 * A business in the given language with something on every page: one delivery ended and
 * reviewed (reports, the route dialog, feedback) and one under way (monitor, tracking).
 */
export async function tourBusiness(baseUrl: string, language: 'english' | 'spanish'): Promise<TourBusiness> {
  const account = await createCourier(baseUrl, language);
  const ended = await startTrip(baseUrl, account.courierToken, TRIP_PHONES[0]);
  await postRoute(baseUrl, ended.generated_trip_id, account.courierToken, 6);
  for (const action of ['arrival', 'end']) {
    await apiCall(
      baseUrl,
      'POST',
      `/api/trips/${ended.generated_trip_id}/${action}`,
      {},
      account.courierToken,
    );
  }
  await apiCall(baseUrl, 'PATCH', `/api/trips/${ended.generated_trip_id}`, {
    trip: { rating: 2, selected: ['delivery_time'], remarks: 'Llegó tibio', improvement: 'Más rápido' },
  });

  // A second courier drives the live delivery, so the first one's app starts idle.
  const marta = await addTeamCourier(baseUrl, account.admin, {
    name: 'Marta',
    last_name: 'Ríos',
    cell_phone: '55 3333 1212',
  });
  const driver = await courierToken(baseUrl, marta);
  const live = await startTrip(baseUrl, driver, TRIP_PHONES[1]);
  await postRoute(baseUrl, live.generated_trip_id, driver, 4);
  return { ...account, endedTripId: ended.generated_trip_id, liveTripId: live.generated_trip_id };
}

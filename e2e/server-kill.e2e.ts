import { join } from 'node:path';
import pg from 'pg';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJanitor } from '../apps/server/test/cleanup';
import { startTestPostgres } from '../apps/server/test/postgres';
import { en } from '../apps/web/src/courier/i18n/en';
import { useBrowser } from './browser';
import {
  type CourierAccount,
  courierAppUrl,
  createCourier,
  type LatLng,
  movePhoneTo,
  phoneWithGps,
  pointsRecorded,
  queuedPoints,
  route,
  startDeliveryInApp,
  submitCourierLogin,
  waitForOfflineSupport,
} from './courier-helpers';
import { startTestServer, type TestServer } from './server';

/*
 * Issue 17, fault 2: the server is killed with SIGKILL while a courier's phone is sending its
 * points, and started again on the same port and database. The real courier PWA queues what it
 * records meanwhile and sends it once the server is back; every point is stored exactly once,
 * the batch the server stored just before dying (its answer never reached the phone) included.
 * This file's own server (server.ts), on DATABASE_URL's PostgreSQL or, without it, on an
 * embedded one the file starts, so the database outlives the server.
 */

const browser = useBrowser();
let server: TestServer;
let finishOwnPostgres: (() => Promise<void>) | undefined;

beforeAll(async () => {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const own = await startTestPostgres();
    const dir = own.embeddedDir as string;
    const janitor = startJanitor({ processes: [{ postgresDataDir: join(dir, 'postgres') }], folders: [dir] });
    finishOwnPostgres = () => janitor.finish();
    adminUrl = own.adminUrl;
  }
  server = await startTestServer({ adminUrl });
});
afterAll(async () => {
  await server?.stop();
  await finishOwnPostgres?.();
});

describe('courier PWA: the server killed with SIGKILL in the middle of a delivery', () => {
  let account: CourierAccount;
  let context: BrowserContext;
  let page: Page;
  let generatedTripId: string;
  const path = route(10);
  /** The points the phone was moved through, in order: each must be stored exactly once. */
  const visited: LatLng[] = [];

  beforeAll(async () => {
    account = await createCourier(server.baseUrl, 'english');
    context = await phoneWithGps(browser(), 'en-US', path[0]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  const moveTo = async (point: LatLng | undefined) => {
    await movePhoneTo(context, page, point);
    visited.push(point as LatLng);
  };

  /** The trip's stored points, straight from PostgreSQL, in time order. */
  const stored = async () => {
    const client = new pg.Client({ connectionString: server.databaseUrl as string });
    await client.connect();
    try {
      const { rows } = await client.query<{ lat: number; lng: number; at: string }>(
        `SELECT p.lat, p.lng, extract(epoch FROM p.recorded_at)::bigint AS at
         FROM trip_points p JOIN trips t ON t.id = p.trip_id
         WHERE t.generated_trip_id = $1 ORDER BY p.recorded_at`,
        [generatedTripId],
      );
      const trip = await client.query<{ point_count: number }>(
        'SELECT point_count FROM trips WHERE generated_trip_id = $1',
        [generatedTripId],
      );
      return { rows, pointCount: trip.rows[0]?.point_count };
    } finally {
      await client.end();
    }
  };

  it('logs in and starts a delivery that sends its points', async () => {
    await page.goto(courierAppUrl(server.baseUrl));
    await submitCourierLogin(page, en, account);
    await page.getByRole('heading', { name: en['start.title'] }).waitFor();
    await waitForOfflineSupport(page);
    const started = page.waitForResponse(
      (response) => response.url().endsWith('/api/trips') && response.request().method() === 'POST',
    );
    await startDeliveryInApp(page, en, '55 1234 5678');
    generatedTripId = (await (await started).json()).generated_trip_id;
    await expect.poll(() => pointsRecorded(page), { timeout: 10_000 }).toBe(1);
    visited.push(path[0] as LatLng);
    for (const point of path.slice(1, 3)) await moveTo(point);
    await expect.poll(() => queuedPoints(page), { timeout: 10_000 }).toBe(0);
    expect((await stored()).rows).toHaveLength(3);
  });

  it('keeps every point, once, when the server dies right after storing a batch and comes back', async () => {
    // The next batch reaches the server and is stored; the server is killed before its answer
    // reaches the phone, which sees the connection drop, as on a real crash.
    let serverAnswered: () => void = () => {};
    const answered = new Promise<void>((done) => {
      serverAnswered = done;
    });
    let killed: () => void = () => {};
    const dead = new Promise<void>((done) => {
      killed = done;
    });
    const intercepted: number[] = [];
    let dropped: Promise<void> = Promise.resolve();
    const holdAnswer = async (request: Route) => {
      const response = await request.fetch();
      intercepted.push(response.status());
      serverAnswered();
      await dead;
      dropped = request.abort('connectionreset');
    };
    // Only this one batch: the ones after it meet the dead server for real.
    await page.route('**/coordinates', holdAnswer, { times: 1 });
    await moveTo(path[3]);
    await answered;
    await server.kill();
    killed();
    await dropped;
    expect(intercepted).toEqual([200]);
    expect((await stored()).rows).toHaveLength(4);

    // The phone keeps recording while the server is down: its queue holds the unanswered batch
    // and the new points.
    for (const point of path.slice(4, 7)) await moveTo(point);
    await expect.poll(() => queuedPoints(page), { timeout: 10_000 }).toBe(4);

    await server.restart();
    await expect.poll(() => queuedPoints(page), { timeout: 30_000 }).toBe(0);
    for (const point of path.slice(7, 10)) await moveTo(point);
    await expect.poll(() => queuedPoints(page), { timeout: 10_000 }).toBe(0);

    const { rows, pointCount } = await stored();
    expect(rows.map(({ lat, lng }) => ({ latitude: lat, longitude: lng }))).toEqual(visited);
    const seconds = rows.map((row) => Number(row.at));
    expect(new Set(seconds).size).toBe(visited.length);
    expect(pointCount).toBe(visited.length);
  });

  it('shows the whole route on the tracking page afterwards', async () => {
    const tracking = await browser().newPage();
    try {
      await tracking.goto(`${server.baseUrl}/t?id=${generatedTripId}&tiles=none`);
      const count = () => tracking.getByTestId('route-map').getAttribute('data-point-count').then(Number);
      await expect.poll(count, { timeout: 15_000 }).toBe(visited.length);
    } finally {
      await tracking.close();
    }
  });
});

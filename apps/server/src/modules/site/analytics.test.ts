import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { businessWithTrip, expectFieldError } from '../../../test/factories';
import { analyticsReport } from './analytics-report';

const dist = await mkdtemp(join(tmpdir(), 'rutaviva-analytics-'));
await writeFile(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>RutaViva</title></head><body></body></html>',
);

const batch = (at: number, events = 1) => ({
  session_id: 'f3b1c2d4-session',
  language: 'es',
  events: Array.from({ length: events }, (_, index) => ({
    kind: index % 2 ? 'click' : 'page_view',
    name: index % 2 ? '/signup' : '/',
    path: '/',
    at,
  })),
});

const send = (app: FastifyInstance, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    payload,
    headers,
    remoteAddress: '203.0.113.5',
  });

describe('analytics outside staging and production', async () => {
  const { app, db, clock } = await createTestContext({ webDist: dist });

  it('keeps nothing, and the app page does not turn them on', async () => {
    expect((await send(app, batch(clock.now().getTime()))).statusCode).toBe(204);
    expect(await db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('rv-analytics');
  });
});

describe('analytics in staging and production', async () => {
  const { app, db, clock } = await createTestContext({ webDist: dist, analytics: true });

  it('turns them on in the app page and keeps each event with the country, never the address', async () => {
    const page = await app.inject({ method: 'GET', url: '/signup' });
    expect(page.body).toContain('<meta name="rv-analytics" content="on" />');
    const at = clock.now().getTime() - 5_000;
    expect((await send(app, batch(at, 3), { 'cf-ipcountry': 'MX' })).statusCode).toBe(204);
    const rows = await db.selectFrom('analytics_events').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      session_id: 'f3b1c2d4-session',
      user_id: null,
      kind: 'page_view',
      name: '/',
      language: 'es',
      country: 'MX',
      occurred_at: new Date(at),
    });
    expect(JSON.stringify(rows)).not.toContain('203.0.113.5');
  });

  it('does not believe a browser clock that is days off', async () => {
    const farFuture = clock.now().getTime() + 3 * 86_400_000;
    await send(app, { ...batch(farFuture), session_id: 'clock-off-session' });
    const row = await db
      .selectFrom('analytics_events')
      .selectAll()
      .where('session_id', '=', 'clock-off-session')
      .executeTakeFirstOrThrow();
    expect(row.occurred_at).toEqual(clock.now());
  });

  it('names a bad batch with 400 and keeps none of it', async () => {
    const before = (await db.selectFrom('analytics_events').select('id').execute()).length;
    const now = clock.now().getTime();
    expectFieldError(await send(app, batch(now, 51)), 'events', 'too_many_events');
    expectFieldError(await send(app, { ...batch(now), session_id: 'x' }), 'session_id', 'invalid_value');
    expectFieldError(await send(app, { ...batch(now), user_id: 'someone' }), 'user_id', 'invalid_value');
    expectFieldError(
      await send(app, { ...batch(now), events: [{ kind: 'scroll', name: '/', path: '/', at: now }] }),
      'events.0.kind',
      'invalid_value',
    );
    expect((await db.selectFrom('analytics_events').select('id').execute()).length).toBe(before);
  });
});

describe('the operator read-out', async () => {
  const ctx = await createTestContext({ analytics: true });
  const { app, db, clock } = ctx;

  it('counts visits, sections and the funnel to a first delivery, per day and country', async () => {
    const { admin } = await businessWithTrip(app);
    const now = clock.now().getTime();
    const visit = (
      session: string,
      country: string,
      events: [string, string][],
      user: string | null = null,
    ) =>
      send(
        app,
        {
          session_id: session,
          user_id: user,
          language: 'es',
          events: events.map(([kind, name], index) => ({ kind, name, path: name, at: now + index })),
        },
        { 'cf-ipcountry': country },
      );
    await visit(
      'visit-one-mx',
      'MX',
      [
        ['page_view', '/'],
        ['section_view', 'hero'],
        ['section_view', 'pricing'],
        ['page_view', '/signup'],
        ['page_view', '/buy_sub'],
      ],
      admin.user_id,
    );
    await visit('visit-two-mx', 'MX', [
      ['page_view', '/'],
      ['section_view', 'hero'],
    ]);
    await visit('visit-three-us', 'US', [['page_view', '/signup']]);

    const report = await analyticsReport(db, new Date(now - 1_000), new Date(now + 60_000));
    const day = new Date(now).toISOString().slice(0, 10);
    expect(report).toEqual([
      {
        day,
        country: 'MX',
        visits: 2,
        page_views: 4,
        sections: { hero: 2, features: 0, how: 0, pricing: 1, testimonials: 0, faq: 0 },
        funnel: { landing: 2, signup: 1, checkout: 1, first_delivery: 1 },
      },
      {
        day,
        country: 'US',
        visits: 1,
        page_views: 1,
        sections: { hero: 0, features: 0, how: 0, pricing: 0, testimonials: 0, faq: 0 },
        funnel: { landing: 0, signup: 1, checkout: 0, first_delivery: 0 },
      },
    ]);
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VisitorCountrySchema } from '@rutaviva/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { expectShape } from '../../../test/shape';
import { startStandInServer } from '../../../test/stand-in-server';
import { loadConfig } from '../../config';

const PUBLIC_ADDRESS = '203.0.113.7';

const locate = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = PUBLIC_ADDRESS) =>
  app.inject({ method: 'GET', url: '/api/geo', headers, remoteAddress });

describe('GET /api/geo without a service', async () => {
  const { app } = await createTestContext();

  it("reads a proxy's country header first, then the browser's language", async () => {
    const nothing = await locate(app);
    expectShape(VisitorCountrySchema, nothing.json());
    expect(nothing.json().data).toEqual({ country_code: null, currency: 'USD', source: 'none' });
    expect(nothing.headers['cache-control']).toBe('private, max-age=3600');
    expect((await locate(app, { 'accept-language': 'es-MX,es;q=0.9' })).json().data).toEqual({
      country_code: 'MX',
      currency: 'MXN',
      source: 'language',
    });
    expect((await locate(app, { 'cf-ipcountry': 'US', 'accept-language': 'es-MX' })).json().data).toEqual({
      country_code: 'US',
      currency: 'USD',
      source: 'proxy',
    });
    expect(
      (await locate(app, { 'cloudfront-viewer-country': 'co', 'accept-language': 'es-MX' })).json().data,
    ).toEqual({ country_code: 'CO', currency: 'COP', source: 'proxy' });
    // Cloudflare's "unknown" is no country: the language decides.
    expect(
      (await locate(app, { 'cf-ipcountry': 'XX', 'accept-language': 'es-PA' })).json().data,
    ).toMatchObject({
      country_code: 'PA',
      source: 'language',
    });
  });
});

describe('GET /api/geo with a service', async () => {
  let failing = false;
  const service = await startStandInServer((request) =>
    failing
      ? { status: 502, body: { error: 'down' } }
      : {
          status: 200,
          body: request.path.startsWith('/198.51.100.9')
            ? { country_code: 'ES', currency: { code: 'EUR', name: 'Euro' } }
            : { country_code: 'CO', currency: 'COP' },
        },
  );
  afterAll(() => service.close());
  const { app, clock } = await createTestContext({
    geoServiceUrl: `${service.url}/{ip}?fields=country_code,currency`,
  });

  it('asks the service once a day per address, and falls back on the headers when it fails', async () => {
    expect((await locate(app, { 'cf-ipcountry': 'MX' })).json().data).toEqual({
      country_code: 'CO',
      currency: 'COP',
      source: 'service',
    });
    await locate(app);
    expect((await locate(app, {}, '198.51.100.9')).json().data).toEqual({
      country_code: 'ES',
      currency: 'EUR',
      source: 'service',
    });
    expect(service.requests.map((request) => request.path)).toEqual([
      `/${PUBLIC_ADDRESS}?fields=country_code,currency`,
      '/198.51.100.9?fields=country_code,currency',
    ]);
    // The machine's own or a local network's address has no country to look up.
    expect((await locate(app, { 'accept-language': 'en-US' }, '127.0.0.1')).json().data.source).toBe(
      'language',
    );
    expect(service.requests).toHaveLength(2);

    failing = true;
    clock.advance(25 * 60 * 60 * 1000);
    expect((await locate(app, { 'cf-ipcountry': 'MX' })).json().data).toEqual({
      country_code: 'MX',
      currency: 'MXN',
      source: 'proxy',
    });
    expect(service.requests).toHaveLength(3);
  });

  it('never waits on a service that does not answer', async () => {
    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    afterAll(
      () =>
        new Promise<void>((done) => {
          silent.closeAllConnections();
          silent.close(() => done());
        }),
    );
    const { port } = silent.address() as AddressInfo;
    const slow = await createTestContext({ geoServiceUrl: `http://127.0.0.1:${port}/{ip}` });
    const answer = await locate(slow.app, { 'accept-language': 'es-MX' });
    expect(answer.json().data).toEqual({ country_code: 'MX', currency: 'MXN', source: 'language' });
  });

  it('names a service address without the place for the visitor', () => {
    expect(() => loadConfig({ GEO_SERVICE_URL: 'https://geo.example.com/json' })).toThrow(
      /GEO_SERVICE_URL: must contain \{ip\}/,
    );
    expect(loadConfig({ GEO_SERVICE_URL: 'https://geo.example.com/{ip}/json' }).geoServiceUrl).toBe(
      'https://geo.example.com/{ip}/json',
    );
  });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { createBusiness, createCourier, expectError, startTrip } from '../../test/factories';

const dist = await mkdtemp(join(tmpdir(), 'rutaviva-web-'));
await mkdir(join(dist, 'assets'));
await writeFile(join(dist, 'index.html'), '<!doctype html><title>RutaViva</title><div id="root"></div>');
await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
await mkdir(join(dist, 'media'));
await writeFile(join(dist, 'media', 'monitor-en.webm'), Buffer.alloc(4096, 1));
await writeFile(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
await writeFile(
  join(dist, 'index.html.br'),
  brotliCompressSync('<!doctype html><title>RutaViva</title><div id="root"></div>'),
);
await writeFile(
  join(dist, 't.html'),
  '<!doctype html><head><title>RutaViva</title></head><div id="tracking"></div>',
);
const ctx = await createTestContext({ webDist: dist });

describe('serving the web app', () => {
  it.each([
    '/',
    '/monitor',
    '/password_reset/abc/def',
    '/no/such/page',
    // A JWT whose signature happens to have no - or _ looks like a file name with a long extension.
    '/password_reset/d4718e41-6572-43d0-9938-e55b6f34d652/eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJwIn0.89UOepLCaH0Dw3ptspnFDO5wIWxYiuztjwL0zagGtuc',
  ])('answers %s with index.html', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("caches the landing page's media for a day and serves a video in ranges", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/media/monitor-en.webm?v=abc',
      headers: { range: 'bytes=0-1023' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.length).toBe(1024);
  });

  it('sends the precompressed file to a browser that accepts brotli, for assets and pages', async () => {
    for (const url of ['/assets/app-1234.js', '/reports']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expectError(response, 404, 'not_found');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing-999.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the tracking page', () => {
  it('previews a tracking link with the business name, escaped', async () => {
    const { session } = await createBusiness(ctx.app, { company_name: 'Tacos <El Güero> & Co' });
    const courier = await createCourier(ctx.app, session);
    const trip = await startTrip(ctx.app, courier);
    const response = await ctx.app.inject({ method: 'GET', url: `/t?id=${trip.generated_trip_id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="tracking">');
    expect(response.body).toContain(
      '<meta property="og:title" content="Tacos &#60;El Güero&#62; &#38; Co · Tu pedido va en camino"',
    );
    expect(response.body).not.toContain('<El Güero>');
  });

  it("previews the link in the business's message language only", async () => {
    const { session } = await createBusiness(ctx.app, {
      company_name: 'Joe’s Pizza',
      country_iso: 'US',
      cell_phone: '(415) 555-2671',
    });
    const courier = await createCourier(ctx.app, session, { cell_phone: '(415) 555-0199' });
    const trip = await startTrip(ctx.app, courier, '+1 415 555 0123');
    const response = await ctx.app.inject({ method: 'GET', url: `/t?id=${trip.generated_trip_id}` });
    expect(response.body).toContain(
      '<meta property="og:title" content="Joe’s Pizza · Your delivery is on its way"',
    );
    expect(response.body).toContain('content="Follow your delivery live."');
    expect(response.body).not.toContain('Tu pedido');
  });

  it('serves the plain page for an unknown id, and /team stays the admin app', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/t?id=nope' });
    expect(unknown.body).toContain('<div id="tracking">');
    expect(unknown.body).not.toContain('og:title');
    const team = await ctx.app.inject({ method: 'GET', url: '/team' });
    expect(team.body).toContain('<div id="root">');
  });
});

describe('the tracking page with untrusted input', () => {
  it("writes a business name holding $&, $`, $' and $1 literally, escaped, once", async () => {
    const name = "Tacos $& $` $' $1 <b>";
    const { session } = await createBusiness(ctx.app, { company_name: name });
    const courier = await createCourier(ctx.app, session);
    const trip = await startTrip(ctx.app, courier);
    const response = await ctx.app.inject({ method: 'GET', url: `/t?id=${trip.generated_trip_id}` });
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const escaped = 'Tacos $&#38; $` $&#39; $1 &#60;b&#62; · Tu pedido';
    expect(head).toContain(`<title>${escaped}`);
    expect(head).toContain(`<meta property="og:title" content="${escaped}`);
    expect(head.split('<title>')).toHaveLength(2);
    expect(head.split('og:title')).toHaveLength(2);
    expect(head).not.toContain('<!doctype html><head><title>RutaViva');
  });

  it('refuses a NUL in the tracking id with 400 before it reaches the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/t?id=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      id: { code: 'invalid_characters', message: 'This text contains characters that are not allowed.' },
    });
  });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import {
  PUBLIC_URL_PLACEHOLDER,
  preferredEncoding,
  prerenderedLanguage,
  withoutTrailingSlash,
  withPublicUrl,
} from './prerendered';
import { ANALYTICS_META } from './web';

/* Issue 14 item 3: the public pages the web build prerenders, served in the visitor's language. */

const page = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title>` +
  `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/book_demo?lang=${lang}" /></head>` +
  `<body><div id="root" data-prerendered="${lang}"><h1>${text}</h1><p>${PUBLIC_URL_PLACEHOLDER}</p></div></body></html>`;

const dist = await mkdtemp(join(tmpdir(), 'rutaviva-prerendered-'));
await mkdir(join(dist, 'prerendered', 'en'), { recursive: true });
await mkdir(join(dist, 'prerendered', 'es'), { recursive: true });
await writeFile(
  join(dist, 'index.html'),
  '<!doctype html><head><title>RutaViva</title></head><div id="root"></div>',
);
await writeFile(join(dist, 'prerendered', 'en', 'index.html'), page('en', 'Live delivery tracking'));
await writeFile(join(dist, 'prerendered', 'es', 'index.html'), page('es', 'Rastreo de entregas en vivo'));
await writeFile(join(dist, 'prerendered', 'en', 'book_demo.html'), page('en', 'Book a demo'));
await writeFile(join(dist, 'prerendered', 'es', 'book_demo.html'), page('es', 'Agenda una demo'));
// A build that wrote /about_us in English only.
await writeFile(join(dist, 'prerendered', 'en', 'about_us.html'), page('en', 'About us'));

const PUBLIC_URL = 'https://rutaviva.example';
const ctx = await createTestContext({ webDist: dist, analytics: true, publicUrl: PUBLIC_URL });

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('choosing the language of a prerendered page', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'es-MX,es;q=0.9,en;q=0.8', 'es'],
    [undefined, 'es', 'es'],
    [undefined, 'en-US,en;q=0.9,es;q=0.8', 'en'],
    [undefined, 'fr-FR,fr;q=0.9', 'en'],
    [undefined, 'fr-FR, es;q=0.8, en;q=0.5', 'es'],
    [undefined, 'en;q=0.4, es-AR;q=0.7', 'es'],
    [undefined, 'es;q=0, en', 'en'],
    [undefined, 'estonian-nonsense', 'en'],
    ['en', 'es-MX', 'en'],
    ['es', 'en-US', 'es'],
    ['de', 'es-MX', 'es'],
    [['en', 'es'], 'es-MX', 'es'],
  ])('?lang=%s with Accept-Language %s is %s', (lang, acceptLanguage, expected) => {
    expect(prerenderedLanguage(lang, acceptLanguage)).toBe(expected);
  });

  it('treats /book_demo/ as /book_demo and keeps /', () => {
    expect(withoutTrailingSlash('/book_demo/')).toBe('/book_demo');
    expect(withoutTrailingSlash('/book_demo')).toBe('/book_demo');
    expect(withoutTrailingSlash('/')).toBe('/');
  });

  it('picks brotli, else gzip, never a refused one', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('the public address in a prerendered head', () => {
  it('replaces every placeholder in the head and none in the body, with $ patterns kept', () => {
    const html = withPublicUrl(page('en', 'x'), "https://a.example/$&$'");
    const [head, body] = html.split('</head>');
    expect(head).toContain(`href="https://a.example/$&$'/book_demo?lang=en"`);
    expect(head).not.toContain(PUBLIC_URL_PLACEHOLDER);
    expect(body).toContain(`<p>${PUBLIC_URL_PLACEHOLDER}</p>`);
  });
});

describe('serving the prerendered pages', () => {
  it.each([
    ['/', {}, 'Live delivery tracking', 'en'],
    ['/', { 'accept-language': 'es-MX,es;q=0.9' }, 'Rastreo de entregas en vivo', 'es'],
    ['/?lang=en', { 'accept-language': 'es-MX' }, 'Live delivery tracking', 'en'],
    ['/book_demo', { 'accept-language': 'es' }, 'Agenda una demo', 'es'],
    ['/book_demo/', { 'accept-language': 'en-GB' }, 'Book a demo', 'en'],
    ['/book_demo?lang=es&ref=abc', {}, 'Agenda una demo', 'es'],
  ])('answers %s (%j) with the %s page', async (url, headers, text, lang) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).toContain(`<h1>${text}</h1>`);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/book_demo?lang=${lang}" />`);
    // One injection for every page of the app: the analytics tag, in the head.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(ANALYTICS_META);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await ctx.app.inject({
      method: 'HEAD',
      url: '/book_demo',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it('compresses the page for a browser that takes brotli or gzip', async () => {
    const br = await get('/book_demo', { 'accept-encoding': 'gzip, br', 'accept-language': 'es' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Agenda una demo</h1>');
    const gzip = await get('/book_demo', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(`${PUBLIC_URL}/book_demo?lang=en`);
  });

  it('serves index.html where the build wrote no page for that language or path', async () => {
    const spanish = await get('/about_us', { 'accept-language': 'es' });
    expect(spanish.body).toContain('<div id="root"></div>');
    expect(spanish.body).toContain(ANALYTICS_META);
    const english = await get('/about_us');
    expect(english.body).toContain('<h1>About us</h1>');
    for (const url of ['/terms_and_conditions', '/book_demo/extra', '/login']) {
      const response = await get(url, { 'accept-language': 'es' });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('does not serve the files themselves, placeholder and all', async () => {
    const response = await get('/prerendered/en/index.html');
    expect(response.statusCode).toBe(404);
  });
});

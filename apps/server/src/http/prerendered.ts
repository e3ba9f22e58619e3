import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The public pages the web build prerenders in both languages (apps/web/src/prerender):
 * dist/prerendered/<en|es>/<page>.html, "/" as index.html and "/book_demo" as book_demo.html.
 * Whatever pages the build wrote are served; a build without them serves index.html as before.
 */
export const PRERENDERED_LANGUAGES = ['en', 'es'] as const;
export type PrerenderedLanguage = (typeof PRERENDERED_LANGUAGES)[number];

/** Must equal PUBLIC_URL_PLACEHOLDER in apps/web/src/prerender/pages.ts. */
export const PUBLIC_URL_PLACEHOLDER = '%RUTAVIVA_PUBLIC_URL%';

/** A page's file in each language the build wrote it in, by path ("/", "/book_demo"). */
export type PrerenderedPages = Map<string, Partial<Record<PrerenderedLanguage, string>>>;

export function loadPrerenderedPages(webDist: string): PrerenderedPages {
  const pages: PrerenderedPages = new Map();
  for (const language of PRERENDERED_LANGUAGES) {
    const folder = resolve(webDist, 'prerendered', language);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const name = /^([a-z0-9_-]+)\.html$/i.exec(file)?.[1];
      if (!name) continue;
      const path = name === 'index' ? '/' : `/${name}`;
      const page = pages.get(path) ?? {};
      page[language] = readFileSync(resolve(folder, file), 'utf8');
      pages.set(path, page);
    }
  }
  return pages;
}

/** "/book_demo/" is "/book_demo"; "/" stays. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The language to serve: `?lang=en|es` when given, else the first of the visitor's
 * Accept-Language (by preference) that is English or Spanish, else English.
 */
export function prerenderedLanguage(lang: unknown, acceptLanguage: string | undefined): PrerenderedLanguage {
  if (lang === 'en' || lang === 'es') return lang;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'es' || tag.startsWith('es-')) return 'es';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/**
 * Writes the deployment's public address into the head's absolute links (canonical, hreflang,
 * og:url, og:image). Only the head: the page's body is React's, which hydrates it as it is.
 */
export function withPublicUrl(html: string, publicUrl: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const origin = publicUrl.replace(/\/+$/, '');
  return html.slice(0, end).replaceAll(PUBLIC_URL_PLACEHOLDER, () => origin) + html.slice(end);
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli, else gzip, when the browser takes it (q=0 refuses it). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The pages as sent, compressed once per page, language and public address (a development
 * server's address follows each request's host, so the cache is kept small).
 */
export function compressedPageCache(limit = 64) {
  const cache = new Map<string, Buffer>();
  return (key: string, html: string, encoding: Exclude<Encoding, 'identity'>): Buffer => {
    const cacheKey = `${encoding}\u0000${key}`;
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const bytes = Buffer.from(html);
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(bytes, { level: 9 });
    if (cache.size >= limit) cache.clear();
    cache.set(cacheKey, compressed);
    return compressed;
  };
}

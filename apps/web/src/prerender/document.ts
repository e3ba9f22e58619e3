import { type Language, languageCode } from '@rutaviva/domain';
import { PRERENDERED_ATTRIBUTE, PUBLIC_URL_PLACEHOLDER } from './pages';

/** What a prerendered page's head says, in its language. */
export interface PageHead {
  path: string;
  language: Language;
  title: string;
  description: string;
  siteName: string;
  /** Open Graph's locale: en_US, es_MX. */
  locale: string;
  alternateLocale: string;
  /** A path under the site, e.g. /courier/icon-512.png. */
  image?: { path: string; width: number; height: number; alt: string };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page's address in one language: `?lang=` makes each its own URL for search engines. */
export function pageUrl(path: string, language?: Language): string {
  const query = language ? `?lang=${languageCode(language)}` : '';
  return `${PUBLIC_URL_PLACEHOLDER}${path}${query}`;
}

/** Title, description, canonical and language alternates, Open Graph and Twitter's card. */
export function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = pageUrl(head.path, head.language);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<link rel="alternate" hreflang="en" href="${pageUrl(head.path, 'english')}" />`,
    `<link rel="alternate" hreflang="es" href="${pageUrl(head.path, 'spanish')}" />`,
    `<link rel="alternate" hreflang="x-default" href="${pageUrl(head.path)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:locale" content="${head.locale}" />`,
    `<meta property="og:locale:alternate" content="${head.alternateLocale}" />`,
  ];
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}${head.image.path}" />`,
      `<meta property="og:image:width" content="${head.image.width}" />`,
      `<meta property="og:image:height" content="${head.image.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`,
    );
  }
  tags.push(
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  );
  return tags.join('\n    ');
}

/** The part of Vite's build manifest (.vite/manifest.json) that names a module's files. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/**
 * The stylesheets and chunks of the lazy modules a page rendered with (its page module, by source
 * path as the manifest keys them), beyond those index.html already links: without its CSS in the
 * head the page would show unstyled until its JavaScript came, or forever without JavaScript.
 */
export function pageAssets(manifest: BuildManifest, sources: readonly string[], indexHtml: string) {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const source of sources) visit(source);
  const linked = (file: string) => indexHtml.includes(`/${file}"`);
  return { css: [...css].filter((file) => !linked(file)), js: [...js].filter((file) => !linked(file)) };
}

/** Links a page's own stylesheets, and preloads its chunks, the way Vite links index.html's. */
export function assetLinks(assets: { css: readonly string[]; js: readonly string[] }): string {
  return [
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ]
    .map((link) => `\n    ${link}`)
    .join('');
}

/** The classic script in public/ that starts a prerendered page's app after its first paint. */
export const BOOT_SCRIPT = '/prerender-boot.js';

/**
 * A prerendered page paints from its HTML and CSS alone, so its JavaScript should neither delay
 * that paint nor take the phone's bandwidth from it: the entry's module script and the module
 * preloads leave the head, and a deferred classic script (public/prerender-boot.js, a few hundred
 * bytes, fetched at low priority) adds them back once the first frame is drawn. Stylesheets stay.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const main: string[] = [];
  const preload: string[] = [];
  let rest = html.replace(
    /\n?[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g,
    (_tag, src) => {
      main.push(src);
      return '';
    },
  );
  rest = rest.replace(/\n?[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g, (_tag, href) => {
    preload.push(href);
    return '';
  });
  if (main.length !== 1) throw new Error(`index.html should have one module script, not ${main.length}`);
  const boot = `<script defer src="${BOOT_SCRIPT}" data-main="${main[0]}" data-preload="${preload.join(' ')}"></script>`;
  return rest.replace(/\n?\s*<\/head>/, () => `\n    ${boot}\n  </head>`);
}

/**
 * The built index.html (hashed script and CSS links kept) with the page's language, head, own
 * assets and rendered content; the "needs JavaScript" notice goes, since the page reads without it.
 */
export function prerenderedDocument(indexHtml: string, head: PageHead, body: string, links = ''): string {
  const replaced = (html: string, pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${what} to replace`);
    // A function, so `$&` or `$1` in a text is written as it is.
    return html.replace(pattern, () => replacement);
  };
  let html = replaced(indexHtml, /<html\b[^>]*>/, `<html lang="${languageCode(head.language)}">`, '<html>');
  html = replaced(html, /\s*<meta\s+name="description"[^>]*>/, '', 'description');
  html = replaced(html, /<title>[^<]*<\/title>/, headTags(head), '<title>');
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  html = scriptsAfterFirstPaint(replaced(html, /\n?\s*<\/head>/, `${links}\n  </head>`, '</head>'));
  return replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${languageCode(head.language)}">${body}</div>`,
    '<div id="root">',
  );
}

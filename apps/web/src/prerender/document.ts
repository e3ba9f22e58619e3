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

/**
 * The built index.html (hashed script and CSS links kept) with the page's language, head and
 * rendered content; the "needs JavaScript" notice goes, since the page reads without it.
 */
export function prerenderedDocument(indexHtml: string, head: PageHead, body: string): string {
  const replaced = (html: string, pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${what} to replace`);
    // A function, so `$&` or `$1` in a text is written as it is.
    return html.replace(pattern, () => replacement);
  };
  let html = replaced(indexHtml, /<html\b[^>]*>/, `<html lang="${languageCode(head.language)}">`, '<html>');
  html = replaced(html, /\s*<meta\s+name="description"[^>]*>/, '', 'description');
  html = replaced(html, /<title>[^<]*<\/title>/, headTags(head), '<title>');
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  return replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${languageCode(head.language)}">${body}</div>`,
    '<div id="root">',
  );
}

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ChatWidgetSettings, ErrorReportingSettings } from '../config';
import { AppError, errorBody } from './errors';
import {
  compressedPageCache,
  loadPrerenderedPages,
  preferredEncoding,
  prerenderedLanguage,
  withoutTrailingSlash,
  withPublicUrl,
} from './prerendered';

/**
 * Pages with their own Vite entry (DESIGN §7), so a phone downloads only what that page needs.
 * An exact entry matches its path with or without a trailing slash only (SPEC §2: /t is exact,
 * and /team or /terms_and_conditions stay the admin app's); the others match their subpaths too.
 */
const ENTRIES: { prefix: string; file: string; exact?: boolean }[] = [
  { prefix: '/courier', file: 'courier.html' },
  { prefix: '/t', file: 't.html', exact: true },
  { prefix: '/track-demo', file: 't.html', exact: true },
];

function entryFor(path: string, entries: typeof ENTRIES): string {
  const matches = ({ prefix, exact }: (typeof ENTRIES)[number]) =>
    path === prefix || (exact ? path === `${prefix}/` : path.startsWith(`${prefix}/`));
  return entries.find(matches)?.file ?? 'index.html';
}

const API_PREFIXES = ['/api/', '/pusher/', '/uploads/', '/subsequent_coordinates'];

/**
 * Serves the built web app. Hashed assets are cached for a year; any other GET that is not an
 * API call gets index.html (history fallback) so the client router decides what to show.
 */
export interface LinkPreview {
  title: string;
  description: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Open Graph tags, so a tracking link pasted in WhatsApp or SMS previews with the business's name. */
function withPreview(html: string, preview: LinkPreview): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="RutaViva" />',
    `<meta name="description" content="${description}" />`,
  ].join('\n    ');
  // A function, so `$&`, `$'` or `$1` in a business's name are written as they are, not expanded.
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>\n    ${tags}`);
}

/**
 * What the pages learn from the server: whether analytics are on (staging and production), where
 * errors are reported (staging and production with SENTRY_DSN) and which chat widget to load.
 */
export interface WebAppOptions {
  analytics: boolean;
  errorReporting?: ErrorReportingSettings;
  chatWidget?: ChatWidgetSettings;
}

/** The tag the web app reads to send its analytics (apps/web/src/lib/analytics.ts). */
export const ANALYTICS_META = '<meta name="rv-analytics" content="on" />';

/**
 * The tags the web app (index.html: public pages and the dashboard) reads at start
 * (apps/web/src/lib/analytics.ts, error-reporting.ts, chat-widget.ts); none when nothing is on.
 * The courier app and the tracking page get none: the courier's service worker would precache
 * the reporting chunk on every phone, and the tracking page's first load must not grow.
 */
export function clientTags(options: WebAppOptions): string[] {
  const tags: string[] = [];
  if (options.analytics) tags.push(ANALYTICS_META);
  const reporting = options.errorReporting;
  if (reporting)
    tags.push(
      `<meta name="rv-error-reporting" content="${escapeHtml(reporting.dsn)}" data-environment="${reporting.environment}" />`,
    );
  const chat = options.chatWidget;
  if (chat)
    tags.push(
      `<meta name="rv-chat-widget" content="${escapeHtml(chat.scriptUrl)}"${chat.widgetId ? ` data-widget-id="${escapeHtml(chat.widgetId)}"` : ''} />`,
    );
  return tags;
}

/** The one place tags are written into a page, before </head>. */
export function withClientTags(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  const block = tags.join('\n    ');
  return html.includes('</head>')
    ? html.replace('</head>', () => `  ${block}\n  </head>`)
    : html.replace('<title>', () => `${block}<title>`);
}

/**
 * What the server writes into the app's pages (index.html and the prerendered ones) before
 * sending them: the analytics tag when they are on, and the public address in place of the
 * prerendered head's placeholder. All of it goes in the head, outside what React hydrates.
 */
export function appPageHtml(html: string, options: WebAppOptions & { publicUrl: string }): string {
  return withClientTags(withPublicUrl(html, options.publicUrl), clientTags(options));
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: WebAppOptions,
  trackingPreview?: (generatedTripId: string) => Promise<LinkPreview | null>,
): Promise<void> {
  const root = resolve(webDist);
  const built = existsSync(resolve(root, 'index.html'));
  const entries = ENTRIES.filter(({ file }) => existsSync(resolve(root, file)));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // The prerendered pages hold a placeholder for the public address: they go out below only.
      allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
      setHeaders: (res, path) => {
        const immutable = path.includes(`${root}/assets/`);
        // The landing page's recorded videos and images keep their names when re-recorded; the
        // page asks for them with ?v=<hash of the content>, so a day's cache is never stale long.
        const media = path.includes(`${root}/media/`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : media ? 'public, max-age=86400' : 'no-cache',
        );
      },
    });
  }
  const trackingHtml = entries.some(({ file }) => file === 't.html')
    ? readFileSync(resolve(root, 't.html'), 'utf8')
    : null;
  // With analytics, error reporting or a chat widget on, the pages carry the tags that turn them
  // on in the browser.
  const tags = clientTags(options);
  const appHtml =
    built && tags.length > 0
      ? appPageHtml(readFileSync(resolve(root, 'index.html'), 'utf8'), { ...options, publicUrl: '' })
      : null;
  // Issue 14: the public pages as HTML that reads before JavaScript, in the visitor's language.
  const prerendered = built ? loadPrerenderedPages(root) : new Map();
  const compressed = compressedPageCache();
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(new AppError('not_found', 404)));
    }
    if (!built) {
      return reply.status(404).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const path = request.url.split('?')[0] ?? '/';
    // A file name has a short extension; a reset link ends in a JWT, whose dots end long segments.
    if (/\.[a-z0-9]{1,11}$/i.test(path))
      return reply.status(404).send(errorBody(new AppError('not_found', 404)));
    const page = prerendered.get(withoutTrailingSlash(path));
    if (page) {
      const language = prerenderedLanguage(
        (request.query as { lang?: unknown }).lang,
        request.headers['accept-language'],
      );
      const file = page[language];
      if (file) {
        const html = appPageHtml(file, { ...options, publicUrl: request.publicUrl });
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        reply
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Language, Accept-Encoding')
          .type('text/html; charset=utf-8');
        if (encoding === 'identity') return reply.send(html);
        const key = `${withoutTrailingSlash(path)}\u0000${language}\u0000${request.publicUrl}`;
        return reply.header('Content-Encoding', encoding).send(compressed(key, html, encoding));
      }
    }
    const entry = entryFor(path, entries);
    const id = (request.query as { id?: unknown }).id;
    if (entry === 't.html' && trackingHtml && trackingPreview && typeof id === 'string' && id.length <= 64) {
      const preview = await trackingPreview(id);
      if (preview)
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html')
          .send(withPreview(trackingHtml, preview));
    }
    if (entry === 'index.html' && appHtml)
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(appHtml);
    return reply.header('Cache-Control', 'no-cache').sendFile(entry);
  });
}

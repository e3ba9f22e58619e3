import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from './errors';

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

/** What index.html learns from the server: whether analytics are on (staging and production). */
export interface WebAppOptions {
  analytics: boolean;
}

/** The tag the web app reads to send its analytics (apps/web/src/lib/analytics.ts). */
export const ANALYTICS_META = '<meta name="rv-analytics" content="on" />';

function withAnalyticsTag(html: string): string {
  return html.includes('</head>')
    ? html.replace('</head>', () => `  ${ANALYTICS_META}\n  </head>`)
    : html.replace('<title>', () => `${ANALYTICS_META}<title>`);
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
  // With analytics on, the app's page carries the tag that turns them on in the browser.
  const appHtml =
    built && options.analytics ? withAnalyticsTag(readFileSync(resolve(root, 'index.html'), 'utf8')) : null;
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

import { VisitorCountrySchema } from '@rutaviva/domain';
import type { Config } from '../../config';
import { type App, rateLimited } from '../../http/types';
import type { GeoLocator } from '../../providers/geo/geo-locator';

/**
 * GET /api/geo (issue 14 item 2): the public site's pricing follows the visitor's country. The
 * page renders from the browser's language first and updates when this answers, so it never
 * waits on it.
 */
export async function geoRoutes(app: App, { geo, config }: { geo: GeoLocator; config: Config }) {
  app.get(
    '/api/geo',
    {
      schema: {
        tags: ['site'],
        summary: "The visitor's country and currency, for the public site's pricing.",
        operationId: 'getVisitorCountry',
        response: { 200: VisitorCountrySchema },
      },
      config: rateLimited(config.rateLimits.publicRead),
    },
    async (request, reply) => {
      // Each visitor's own answer: a shared cache must not hand it to the next one.
      reply.header('cache-control', 'private, max-age=3600').header('vary', 'Accept-Language');
      return { data: await geo.locate(request.ip, request.headers) };
    },
  );
}

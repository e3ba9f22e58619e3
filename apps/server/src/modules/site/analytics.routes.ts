import { AnalyticsBatchSchema } from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { type App, rateLimited } from '../../http/types';
import type { Clock } from '../../lib/clock';
import type { GeoLocator } from '../../providers/geo/geo-locator';

/** A browser's clock further off than this is not believed: the time of arrival stands in. */
const CLOCK_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/analytics/events (issue 14 item 6): batches of page views, clicks and section views
 * from the web app, sent with sendBeacon. Stored only when `config.analytics` is on (staging
 * and production); anywhere else the call is answered and nothing is kept. No address is
 * stored: the country is read from it on arrival.
 */
export async function analyticsRoutes(
  app: App,
  { db, clock, geo, config }: { db: Db; clock: Clock; geo: GeoLocator; config: Config },
) {
  app.post(
    '/api/analytics/events',
    {
      schema: {
        tags: ['site'],
        summary: "Records a batch of the web app's own analytics events.",
        description: 'Kept in staging and production only; anywhere else answered and dropped.',
        operationId: 'recordAnalyticsEvents',
        body: AnalyticsBatchSchema,
        response: { 204: z.null().describe('Received.') },
        security: [],
      },
      bodyLimit: 64 * 1024,
      config: rateLimited(config.rateLimits.publicRead),
    },
    async (request, reply) => {
      if (!config.analytics) return reply.status(204).send(null);
      const { session_id, user_id, language, events } = request.body;
      const now = clock.now();
      const { country_code } = await geo.locate(request.ip, request.headers);
      await db
        .insertInto('analytics_events')
        .values(
          events.map((event) => ({
            session_id,
            user_id,
            kind: event.kind,
            name: event.name,
            path: event.path,
            language,
            country: country_code,
            occurred_at: Math.abs(event.at - now.getTime()) <= CLOCK_TOLERANCE_MS ? new Date(event.at) : now,
            received_at: now,
          })),
        )
        .execute();
      return reply.status(204).send(null);
    },
  );
}

import { z } from 'zod';
import type { RateLimit } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimited } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import { presentDemoHistory } from './demo-history.presenters';
import type { DemoHistoryService } from './demo-history.service';

/** Each call plans a month of deliveries: a handful a minute is plenty for `npm run demo`. */
const DEMO_HISTORY_LIMIT: RateLimit = { max: 10, windowSeconds: 60 };

/**
 * Development and test only (never registered in staging or production): `npm run demo` fills
 * the demo business's last 30 days of deliveries. Only the demo business's admin may call it;
 * any other business gets 404.
 */
export async function demoHistoryRoutes(
  app: App,
  { demoHistory, tokens }: { demoHistory: DemoHistoryService; tokens: Tokens },
) {
  app.post(
    '/api/dev/demo_history',
    {
      schema: {
        tags: ['development'],
        summary: "Fills the demo business's last 30 days of deliveries (development only).",
        operationId: 'fillDemoHistory',
        body: z.strictObject({}).nullish(),
        response: {
          200: z.object({
            added_deliveries: z.number(),
            start_date: z.string(),
            end_date: z.string(),
            time_zone: z.string(),
            branches: z.array(z.object({ name: z.string(), deliveries: z.number() })),
          }),
          ...errorResponses(404),
        },
      },
      onRequest: requireRole(tokens, 'admin'),
      config: rateLimited(DEMO_HISTORY_LIMIT),
    },
    async (request) => presentDemoHistory(await demoHistory.fill(authOf(request))),
  );
}

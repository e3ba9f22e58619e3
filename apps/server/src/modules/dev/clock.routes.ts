import { z } from 'zod';
import { fromThisMachine } from '../../http/auth';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import type { App } from '../../http/types';
import { type OffsetClock, unixSeconds } from '../../lib/clock';
import type { BillingRun } from '../billing/billing-run';

const MAX_ADVANCE_SECONDS = 400 * 86_400;
const ServerTime = z.object({ now: z.number(), offset_seconds: z.number() });
const BillingRunAnswer = ServerTime.extend({
  extras: z.number(),
  renewed: z.number(),
  retried: z.number(),
  expired: z.number(),
  frozen: z.number(),
});

/**
 * Development and test only, from this machine only (anyone else gets 404): move the server's
 * clock forward and run the billing job now, so a trial's end, a renewal or a failed charge can
 * be seen in the browser (the end-to-end billing journey does exactly that).
 */
export async function devClockRoutes(
  app: App,
  { clock, billingRun }: { clock: OffsetClock; billingRun: BillingRun },
) {
  const present = () => ({ now: unixSeconds(clock.now()), offset_seconds: clock.offsetSeconds });

  app.post(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: "Moves the server's clock forward (development, from this machine only).",
        operationId: 'advanceDevClock',
        security: [],
        body: z.object({ advance_seconds: z.number().int().min(1).max(MAX_ADVANCE_SECONDS) }).strict(),
        response: { 200: ServerTime, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!fromThisMachine(request)) throw notFound();
      clock.advance(request.body.advance_seconds * 1000);
      return present();
    },
  );

  const billingRunSchema = {
    tags: ['development'],
    summary: 'Runs the billing job now (development, from this machine only).',
    operationId: 'runDevBilling',
    security: [],
    response: { 200: BillingRunAnswer, ...errorResponses(404) },
  };
  app.post('/api/dev/billing/run', { schema: billingRunSchema }, async (request) => {
    if (!fromThisMachine(request)) throw notFound();
    const result = await billingRun.run();
    return { ...present(), ...result };
  });
}

import {
  CreatePrepaidSchema,
  PrepaidAccountSchema,
  PrepaidLookupSchema,
  TopUpPrepaidSchema,
} from '@rutaviva/domain';
import type { Config } from '../../config';
import { requireSalesperson, salespersonOf } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimitedPerUser } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { PrepaidService } from './prepaid.service';

interface Deps {
  prepaid: PrepaidService;
  tokens: Tokens;
  config: Config;
  sessionVersionOf: (salespersonId: string) => Promise<number | undefined>;
}

const tags = ['sales'];

/**
 * SPEC §7's prepaid calls (issue 13): a salesperson's own businesses only (anyone else's is
 * 404), each call with the salesperson's password again, its guesses limited per salesperson.
 */
export async function prepaidRoutes(app: App, { prepaid, tokens, config, sessionVersionOf }: Deps) {
  const salesperson = requireSalesperson(tokens, sessionVersionOf);
  const guarded = rateLimitedPerUser(config.rateLimits.salespersonPassword, 'salesperson-password');
  const response = { 200: PrepaidAccountSchema, ...errorResponses(404, 409) };

  app.get(
    '/api/prepaid_subscriptions',
    {
      schema: {
        tags,
        summary: "One of the salesperson's businesses, by its admin's email, with its prepaid balance.",
        operationId: 'findPrepaidAccount',
        querystring: PrepaidLookupSchema,
        response,
      },
      onRequest: salesperson,
      config: guarded,
    },
    async (request) => ({ data: await prepaid.lookup(salespersonOf(request), request.query) }),
  );

  app.post(
    '/api/prepaid_subscriptions',
    {
      schema: {
        tags,
        summary: 'Starts a business on prepaid deliveries paid by wire transfer: its first pack.',
        operationId: 'createPrepaidAccount',
        body: CreatePrepaidSchema,
        response: { 201: PrepaidAccountSchema, ...errorResponses(404, 409) },
      },
      onRequest: salesperson,
      config: guarded,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await prepaid.create(salespersonOf(request), request.body) }),
  );

  app.patch(
    '/api/prepaid_subscriptions',
    {
      schema: {
        tags,
        summary: 'Tops up a prepaid balance with another pack; a frozen balance comes back with it.',
        operationId: 'topUpPrepaidAccount',
        body: TopUpPrepaidSchema,
        response,
      },
      onRequest: salesperson,
      config: guarded,
    },
    async (request) => ({ data: await prepaid.topUp(salespersonOf(request), request.body) }),
  );
}

import {
  CommissionsAnswerSchema,
  CommissionsQuerySchema,
  ExchangeRateSchema,
  LoginSchema,
  MONTHLY_PLANS,
  marketPrice,
  PanelQuerySchema,
  PanelSchema,
  PRICING_MARKETS,
  PriceListSchema,
  SalespersonAnswerSchema,
  SalespersonSessionSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { requireSalesperson, salespersonOf } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { type App, perAddressCeiling, rateLimited, rateLimitedPerAccount } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { ExchangeRates } from '../../providers/exchange/exchange-rates';
import type { CommissionsService } from './commissions.service';
import type { PanelService } from './panel.service';
import type { SalespeopleService } from './salespeople.service';

interface Deps {
  salespeople: SalespeopleService;
  panel: PanelService;
  commissions: CommissionsService;
  exchangeRates: ExchangeRates;
  tokens: Tokens;
  config: Config;
}

const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'invalid_value' });

const tags = ['sales'];

/** Salespeople's sessions (issue 13); their panel, commissions and prepaid packs build on these. */
export async function salespeopleRoutes(
  app: App,
  { salespeople, panel, commissions, exchangeRates, tokens, config }: Deps,
) {
  const limits = config.rateLimits;
  const salesperson = requireSalesperson(tokens, (id) => salespeople.sessionVersionOf(id));

  app.post(
    '/api/salesperson/login',
    {
      schema: {
        tags,
        summary: 'Signs a salesperson in with their email and password.',
        description: "A salesperson's session is its own kind of token, never an admin's or a courier's.",
        operationId: 'logInSalesperson',
        body: LoginSchema,
        response: { 200: SalespersonSessionSchema, ...errorResponses(401) },
      },
      onRequest: perAddressCeiling(app, limits.loginPerAddress, 'salesperson-login'),
      config: rateLimitedPerAccount(limits.login, 'email'),
    },
    async (request) => ({ data: await salespeople.login(request.body, request.publicUrl) }),
  );

  app.get(
    '/api/salesperson/me',
    {
      schema: {
        tags,
        summary: 'The signed-in salesperson, with their referral link.',
        operationId: 'getSalesperson',
        response: { 200: SalespersonAnswerSchema, ...errorResponses(404) },
      },
      onRequest: salesperson,
    },
    async (request) => ({ data: await salespeople.me(salespersonOf(request), request.publicUrl) }),
  );

  app.get(
    '/api/panel',
    {
      schema: {
        tags,
        summary: "The salesperson's businesses, with their plans, standing and deliveries.",
        description: 'Each business with its plan, payment type, standing, deliveries and prepaid balance.',
        operationId: 'getSalesPanel',
        querystring: PanelQuerySchema,
        response: { 200: PanelSchema, ...errorResponses(404) },
      },
      onRequest: salesperson,
    },
    async (request) => ({ data: await panel.panel(salespersonOf(request), request.query) }),
  );

  app.get(
    '/api/commissions',
    {
      schema: {
        tags,
        summary: "The salesperson's commission report of a month.",
        description:
          'Starts the report (202), or answers whether the one asked for is ready and, then, it (200).',
        operationId: 'getCommissions',
        querystring: CommissionsQuerySchema,
        response: { 200: CommissionsAnswerSchema, 202: CommissionsAnswerSchema, ...errorResponses(404) },
      },
      onRequest: salesperson,
    },
    async (request, reply) => {
      const { status, data } = await commissions.request(salespersonOf(request), request.query);
      return reply.status(status).send({ data });
    },
  );

  app.get(
    '/api/exchange_rate/pair/:from/:to',
    {
      schema: {
        tags,
        summary: 'Units of `to` for one `from`, with the day of the rate (the USD calculator).',
        operationId: 'getExchangeRate',
        params: z.object({ from: Currency, to: Currency }),
        response: { 200: ExchangeRateSchema, ...errorResponses(404) },
      },
      config: rateLimited(limits.publicRead),
    },
    async (request) => ({ data: await exchangeRates.pair(request.params.from, request.params.to) }),
  );

  app.get(
    '/api/prices',
    {
      schema: {
        tags,
        summary: "Each market's monthly plan and delivery prices, with this deployment's settings.",
        operationId: 'listPrices',
        response: { 200: PriceListSchema },
      },
      config: rateLimited(limits.publicRead),
    },
    async () => ({
      data: {
        markets: PRICING_MARKETS.map((market) =>
          marketPrice(
            market === 'international' ? null : MONTHLY_PLANS[market].market,
            config.billing.extraPrices,
          ),
        ),
      },
    }),
  );
}

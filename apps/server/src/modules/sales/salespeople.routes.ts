import { LoginSchema, SalespersonAnswerSchema, SalespersonSessionSchema } from '@rutaviva/domain';
import type { Config } from '../../config';
import { requireSalesperson, salespersonOf } from '../../http/auth';
import { type App, perAddressCeiling, rateLimitedPerAccount } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { SalespeopleService } from './salespeople.service';

interface Deps {
  salespeople: SalespeopleService;
  tokens: Tokens;
  config: Config;
}

const tags = ['sales'];

/** Salespeople's sessions (issue 13); their panel, commissions and prepaid packs build on these. */
export async function salespeopleRoutes(app: App, { salespeople, tokens, config }: Deps) {
  const limits = config.rateLimits;
  const salesperson = requireSalesperson(tokens, (id) => salespeople.sessionVersionOf(id));

  app.post(
    '/api/salesperson/login',
    {
      schema: {
        tags,
        summary: "A salesperson's session: its own kind of token, never an admin's or a courier's.",
        body: LoginSchema,
        response: { 200: SalespersonSessionSchema },
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
        response: { 200: SalespersonAnswerSchema },
      },
      onRequest: salesperson,
    },
    async (request) => ({ data: await salespeople.me(salespersonOf(request), request.publicUrl) }),
  );
}

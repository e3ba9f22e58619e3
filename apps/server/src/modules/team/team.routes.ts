import { CourierCreateSchema, CourierLoginSchema, CourierUpdateSchema } from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { type App, perAddressCeiling, rateLimitedPerAccount } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { TeamService } from './team.service';

const tags = ['couriers'];

export async function teamRoutes(
  app: App,
  { team, tokens, config }: { team: TeamService; tokens: Tokens; config: Config },
) {
  const admin = requireRole(tokens, 'admin');

  app.get(
    '/api/team',
    { schema: { tags, querystring: z.object({ branch_id: z.string().optional() }) }, onRequest: admin },
    async (request) => ({ data: await team.list(authOf(request), request.query.branch_id || undefined) }),
  );

  app.post(
    '/api/team',
    { schema: { tags, body: CourierCreateSchema }, onRequest: admin },
    async (request, reply) => reply.status(201).send(await team.create(authOf(request), request.body)),
  );

  app.put('/api/team', { schema: { tags, body: CourierUpdateSchema }, onRequest: admin }, async (request) =>
    team.update(authOf(request), request.body),
  );

  app.post(
    '/api/courier/login',
    {
      schema: { tags, body: CourierLoginSchema },
      onRequest: perAddressCeiling(app, config.rateLimits.loginPerAddress, 'courier-login'),
      config: rateLimitedPerAccount(config.rateLimits.login, 'username'),
    },
    async (request) => team.login(request.body.username, request.body.password),
  );
}

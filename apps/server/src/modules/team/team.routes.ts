import {
  CourierCreateSchema,
  CourierListSchema,
  CourierLoginSchema,
  CourierPasswordChangeSchema,
  CourierSchema,
  CourierSessionSchema,
  CourierUpdateSchema,
  InvitationCreateSchema,
  InvitationSentSchema,
  SessionTokenSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { type App, perAddressCeiling, rateLimitedPerAccount, rateLimitedPerUser } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { InvitationsService } from './invitations.service';
import type { TeamService } from './team.service';

const tags = ['couriers'];

export async function teamRoutes(
  app: App,
  {
    team,
    invitations,
    tokens,
    config,
  }: { team: TeamService; invitations: InvitationsService; tokens: Tokens; config: Config },
) {
  const admin = requireRole(tokens, 'admin');
  const courier = requireRole(tokens, 'courier');

  app.get(
    '/api/team',
    {
      schema: {
        tags,
        summary: "The business's couriers, of one branch or all.",
        operationId: 'listCouriers',
        querystring: z.object({ branch_id: z.string().optional() }),
        response: { 200: CourierListSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => ({ data: await team.list(authOf(request), request.query.branch_id || undefined) }),
  );

  app.post(
    '/api/team',
    {
      schema: {
        tags,
        summary: 'Adds a courier to the team.',
        description:
          "A branch that is not the business's own answers 404 `branch_not_found`, and no courier is added.",
        operationId: 'createCourier',
        body: CourierCreateSchema,
        response: { 201: CourierSchema, ...errorResponses(404, 409) },
      },
      onRequest: admin,
    },
    async (request, reply) => reply.status(201).send(await team.create(authOf(request), request.body)),
  );

  app.put(
    '/api/team',
    {
      schema: {
        tags,
        summary: "Changes a courier's details, password, branch or whether they are active.",
        description:
          "Another business's courier answers 404 `not_found`; a branch that is not the business's own " +
          '404 `branch_not_found`. Either way nothing changes.',
        operationId: 'updateCourier',
        body: CourierUpdateSchema,
        response: { 200: CourierSchema, ...errorResponses(404, 409) },
      },
      onRequest: admin,
    },
    async (request) => team.update(authOf(request), request.body),
  );

  app.post(
    '/api/courier/login',
    {
      schema: {
        tags,
        summary: 'Signs a courier in with their username and password.',
        operationId: 'logInCourier',
        body: CourierLoginSchema,
        response: { 200: CourierSessionSchema, ...errorResponses(401, 403) },
      },
      onRequest: perAddressCeiling(app, config.rateLimits.loginPerAddress, 'courier-login'),
      config: rateLimitedPerAccount(config.rateLimits.login, 'username'),
    },
    async (request) => team.login(request.body.username, request.body.password),
  );

  app.post(
    '/api/team/:courier_id/invitations',
    {
      schema: {
        tags,
        summary: 'Sends a courier their invitation link by SMS or WhatsApp.',
        operationId: 'inviteCourier',
        params: z.object({ courier_id: z.string().max(64) }),
        body: InvitationCreateSchema,
        response: { 201: InvitationSentSchema, ...errorResponses(404, 409, 429) },
      },
      onRequest: admin,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await invitations.send(
            authOf(request),
            request.params.courier_id,
            request.body.channel,
            request.publicUrl,
          ),
        ),
  );

  app.post(
    '/api/courier/password',
    {
      schema: {
        tags,
        summary: 'A courier changes their own password; their other sessions end.',
        operationId: 'changeCourierPassword',
        body: CourierPasswordChangeSchema,
        response: { 200: SessionTokenSchema },
      },
      onRequest: courier,
      config: rateLimitedPerUser(config.rateLimits.passwordChange, 'courier-password'),
    },
    async (request) => team.changeOwnPassword(authOf(request), request.body),
  );
}

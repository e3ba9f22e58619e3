import {
  LoginSchema,
  PasswordRecoverySchema,
  PasswordResetSchema,
  SignupSchema,
  VerifyTokenSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { type App, perAddressCeiling, rateLimited, rateLimitedPerAccount } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { AuthService } from './auth.service';

interface Deps {
  auth: AuthService;
  tokens: Tokens;
  config: Config;
}

const tags = ['accounts'];

export async function authRoutes(app: App, { auth, tokens, config }: Deps) {
  const limits = config.rateLimits;

  app.post(
    '/api/signup',
    { schema: { tags, body: SignupSchema }, config: rateLimited(limits.signup) },
    async (request, reply) => reply.status(201).send(await auth.signup(request.body)),
  );

  app.post(
    '/api/login',
    {
      schema: { tags, body: LoginSchema },
      onRequest: perAddressCeiling(app, limits.loginPerAddress, 'login'),
      config: rateLimitedPerAccount(limits.login, 'email'),
    },
    async (request) => auth.login(request.body),
  );

  app.post('/api/verify_token', { schema: { tags, body: VerifyTokenSchema } }, async (request) => ({
    data: await auth.verifyToken(request.body.jwt_token),
  }));

  app.post(
    '/api/logout_all',
    {
      schema: {
        tags,
        summary: 'Ends every session of the signed-in user, on every device, this one included.',
      },
      onRequest: requireRole(tokens, 'admin', 'salesperson'),
    },
    async (request) => {
      await auth.logoutEverywhere(authOf(request));
      return { data: { ok: true } };
    },
  );

  app.get(
    '/api/users/:user_id',
    {
      schema: { tags, params: z.object({ user_id: z.string() }) },
      onRequest: requireRole(tokens, 'admin', 'salesperson'),
    },
    async (request) => auth.currentUser(authOf(request), request.params.user_id),
  );

  app.post(
    '/api/password_recovery',
    { schema: { tags, body: PasswordRecoverySchema }, config: rateLimited(limits.passwordRecovery) },
    async (request) => {
      auth.requestPasswordReset(request.body.email, request.publicUrl);
      return { data: { sent: true } };
    },
  );

  app.get(
    '/api/password_reset/:user_id/:jwt_token',
    {
      schema: { tags, params: z.object({ user_id: z.string(), jwt_token: z.string() }) },
      config: rateLimited(limits.passwordReset),
    },
    async (request) => ({
      data: await auth.checkResetLink(request.params.user_id, request.params.jwt_token),
    }),
  );

  app.post(
    '/api/password_reset',
    { schema: { tags, body: PasswordResetSchema }, config: rateLimited(limits.passwordReset) },
    async (request) => {
      const { user_id, jwt_token, password } = request.body;
      await auth.resetPassword(user_id, jwt_token, password);
      return { data: { ok: true } };
    },
  );
}

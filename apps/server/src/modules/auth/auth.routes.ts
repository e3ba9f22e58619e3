import {
  CurrentUserSchema,
  LoginSchema,
  PasswordRecoverySchema,
  PasswordResetSchema,
  ResetLinkSchema,
  SessionSchema,
  SignupSchema,
  VerifyTokenSchema,
} from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import { type App, perAddressCeiling, rateLimited, rateLimitedPerAccount } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { AuthService } from './auth.service';

interface Deps {
  auth: AuthService;
  tokens: Tokens;
  config: Config;
}

const tags = ['accounts'];
const Done = z.object({ data: z.object({ ok: z.boolean() }) });

export async function authRoutes(app: App, { auth, tokens, config }: Deps) {
  const limits = config.rateLimits;

  app.post(
    '/api/signup',
    {
      schema: {
        tags,
        summary: 'Creates a business and its admin, and signs the admin in.',
        operationId: 'signUp',
        body: SignupSchema,
        response: { 201: SessionSchema, ...errorResponses(409) },
      },
      config: rateLimited(limits.signup),
    },
    async (request, reply) => reply.status(201).send(await auth.signup(request.body)),
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Signs an admin in with their email and password.',
        operationId: 'logIn',
        body: LoginSchema,
        response: { 200: SessionSchema, ...errorResponses(401) },
      },
      onRequest: perAddressCeiling(app, limits.loginPerAddress, 'login'),
      config: rateLimitedPerAccount(limits.login, 'email'),
    },
    async (request) => auth.login(request.body),
  );

  app.post(
    '/api/verify_token',
    {
      schema: {
        tags,
        summary: "Whether an admin's session token is still valid.",
        operationId: 'verifyToken',
        body: VerifyTokenSchema,
        response: { 200: z.object({ data: z.boolean() }) },
      },
    },
    async (request) => ({ data: await auth.verifyToken(request.body.jwt_token) }),
  );

  app.post(
    '/api/logout_all',
    {
      schema: {
        tags,
        summary: 'Ends every session of the signed-in user.',
        description: 'Every device is signed out, this one included.',
        operationId: 'logOutEverywhere',
        response: { 200: Done },
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
      schema: {
        tags,
        summary: 'The signed-in user, with their business.',
        description: 'Only their own `user_id`: any other answers 404.',
        operationId: 'getCurrentUser',
        params: z.object({ user_id: z.string() }),
        response: { 200: CurrentUserSchema, ...errorResponses(404) },
      },
      onRequest: requireRole(tokens, 'admin', 'salesperson'),
    },
    async (request) => auth.currentUser(authOf(request), request.params.user_id),
  );

  app.post(
    '/api/password_recovery',
    {
      schema: {
        tags,
        summary: 'Emails a password-reset link.',
        description: 'Answers the same whether or not the email belongs to an account.',
        operationId: 'requestPasswordReset',
        body: PasswordRecoverySchema,
        response: { 200: z.object({ data: z.object({ sent: z.boolean() }) }) },
      },
      config: rateLimited(limits.passwordRecovery),
    },
    async (request) => {
      auth.requestPasswordReset(request.body.email, request.publicUrl);
      return { data: { sent: true } };
    },
  );

  app.get(
    '/api/password_reset/:user_id/:jwt_token',
    {
      schema: {
        tags,
        summary: "Checks a password-reset link and names its account's email.",
        description: 'A used, expired or unknown link answers 400 `reset_link_invalid`.',
        operationId: 'checkPasswordResetLink',
        params: z.object({ user_id: z.string(), jwt_token: z.string() }),
        response: { 200: ResetLinkSchema },
      },
      config: rateLimited(limits.passwordReset),
    },
    async (request) => ({
      data: await auth.checkResetLink(request.params.user_id, request.params.jwt_token),
    }),
  );

  app.post(
    '/api/password_reset',
    {
      schema: {
        tags,
        summary: "Sets a new password with a reset link's token.",
        description: 'A used, expired or unknown link answers 400 `reset_link_invalid`.',
        operationId: 'resetPassword',
        body: PasswordResetSchema,
        response: { 200: Done },
      },
      config: rateLimited(limits.passwordReset),
    },
    async (request) => {
      const { user_id, jwt_token, password } = request.body;
      await auth.resetPassword(user_id, jwt_token, password);
      return { data: { ok: true } };
    },
  );
}

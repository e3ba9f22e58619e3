import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { trackingLinkPreview } from '@rutaviva/domain';
import Fastify, { type FastifyInstance, type onRouteHookHandler, type onSendHookHandler } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { registerDevRoutes, registerRoutes } from './app-routes';
import { createServices } from './app-services';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerApiKeyRateLimit } from './http/api-key-rate-limit';
import { contentSecurityDirectives, registerSecurityHeaders } from './http/content-security';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { AppError } from './http/errors';
import { rejectNulCharacters } from './http/input-guard';
import { onRouteDocumented, openApiOptions } from './http/openapi';
import { INTERNAL_REQUEST_HEADER, registerRoleGuard } from './http/process-roles';
import { registerPublicUrl } from './http/public-url';
import { sharedOrLocalStore } from './http/rate-limit-store';
import { RequestLog, serializeRequest } from './http/request-log';
import { answerClientError, serverTimeouts } from './http/timeouts';
import { registerUploads } from './http/uploads';
import { zodValidatorCompiler } from './http/validation';
import { registerWebApp } from './http/web';
import type { Clock } from './lib/clock';
import type { BillingRun } from './modules/billing/billing-run';
import { MAX_LOGO_BYTES } from './modules/branding/logo';
import type { WebhookSender } from './modules/webhooks/webhook-sender';
import type { EmailProvider } from './providers/email';
import type { MessagesProvider } from './providers/messages/messages';
import type { EventBus } from './realtime/bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the work started after answering (emails, messages) has finished. */
    drainBackgroundWork(): Promise<void>;
    /** The billing job's work (issue 12), which pg-boss runs on a schedule and tests run by hand. */
    billingRun: BillingRun;
    /** Issue 16: the webhook sender, whose due retries pg-boss runs on a schedule and tests by hand. */
    webhookSender: WebhookSender;
  }
}

/** Everything the app needs from outside, passed in so tests control each piece. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  email: EmailProvider;
  messages: MessagesProvider;
  /** Carries realtime events between processes (in-process or Redis). */
  bus: EventBus;
  jwtSecret: string;
  /** Shared rate-limit counters across processes; in-memory counters when absent. */
  redis?: Redis;
  /** Where log lines go: standard output, unless a test reads them. */
  logStream?: { write(line: string): void };
  /** Sees every answer before it leaves: tests check each against the OpenAPI document. */
  onSend?: onSendHookHandler;
  /** Sees every route as it is declared: the isolation and bad-input suites walk them all. */
  onRoute?: onRouteHookHandler;
  /** How often open monitor streams check their admin's session again (a minute unless a test says). */
  streamSessionCheckMs?: number;
}

/**
 * The whole app: Fastify and its plugins here, the shared services from `app-services.ts`, and
 * every route through `app-routes.ts`, called from here alone so each process has one route table.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, email, messages } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: deps.logStream,
      serializers: { req: serializeRequest },
    },
    logController: new RequestLog(config.slowRequestMs),
    // A number of proxies: trust that many hops from the right (Fastify's types omit numbers).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.httpTimeouts),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Password-reset links carry a JWT in the path.
    routerOptions: { maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('preValidation', rejectNulCharacters);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', onRouteDocumented());
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorateRequest('auth', null);
  app.decorateRequest('salespersonId', null);
  registerPublicUrl(app, config);
  registerErrorHandler(app);
  // Every route is declared in every role (one route table); the guard answers what others serve.
  const internalKey = registerRoleGuard(app, config);
  if (deps.onSend) app.addHook('onSend', deps.onSend);

  registerSecurityHeaders(app, contentSecurityDirectives(config.billing, config));
  await app.register(rateLimit, {
    global: false,
    store: deps.redis ? sharedOrLocalStore(deps.redis, `${config.redisPrefix}rate-limit:`) : undefined,
    errorResponseBuilder: () => new AppError('rate_limited', 429),
  });
  registerApiKeyRateLimit(app, config.rateLimits.apiKey);
  await app.register(swagger, openApiOptions(config.publicUrl));
  // One file of at most 2 MB; one byte more marks it as too large.
  await app.register(multipart, {
    limits: { fileSize: MAX_LOGO_BYTES + 1, files: 1, fields: 10 },
    throwFileSizeLimit: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const services = createServices(deps, app.log);
  const { auth, payments, billingRun, webhookSender, estimates, trips, hub, storage, commissions } = services;
  await registerRoutes(app, deps, services);

  // The sandbox's events reach the webhook route as Stripe's do, through HTTP handling in-process.
  payments.sandbox?.events.connect(async (body, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature,
        [INTERNAL_REQUEST_HEADER]: internalKey,
      },
      payload: body,
    });
    return response.statusCode;
  });
  app.decorate('billingRun', billingRun);
  app.decorate('webhookSender', webhookSender);
  await registerUploads(app, storage);
  await registerDevRoutes(app, deps, services);
  await registerWebApp(
    app,
    config.webDist,
    { analytics: config.analytics, errorReporting: config.errorReporting, chatWidget: config.chatWidget },
    async (generatedTripId) => {
      const business = await trips.companyOfTrip(generatedTripId);
      return business ? trackingLinkPreview(business.company, business.language) : null;
    },
  );

  // Streams first, so clients reconnect elsewhere while this process drains.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  app.decorate('drainBackgroundWork', async () => {
    await auth.drain();
    await webhookSender.drain();
    // Estimates first: one may still queue an "almost there" message.
    await estimates.drain();
    await Promise.all([email.drain(), messages.drain(), billingRun.drain(), commissions.drain()]);
  });
  app.addHook('onClose', async () => {
    // Webhooks first: attempts under way finish, those waiting are left to the retry job.
    await webhookSender.close();
    await app.drainBackgroundWork();
  });
  return app;
}

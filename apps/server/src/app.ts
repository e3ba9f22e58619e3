import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { type Config, devToolsEnabled } from './config';
import type { Db } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { AppError } from './http/errors';
import { zodValidatorCompiler } from './http/validation';
import { registerWebApp } from './http/web';
import type { Clock } from './lib/clock';
import { Tokens } from './lib/tokens';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { businessRoutes } from './modules/business/business.routes';
import { BusinessService } from './modules/business/business.service';
import { devOutboxRoutes } from './modules/dev/outbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import type { EmailProvider } from './providers/email';

/** Everything the app needs from outside, passed in so tests control each piece. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  email: EmailProvider;
  jwtSecret: string;
  /** Shared rate-limit counters across processes; in-memory counters when absent. */
  redis?: Redis;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock, email } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Password-reset links carry a JWT in the path.
    routerOptions: { maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: 'rutaviva-rate-limit-',
    errorResponseBuilder: () => new AppError('rate_limited', 429),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RutaViva API',
        version: '0.1.0',
        description: 'Delivery management and live tracking.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const tokens = new Tokens(deps.jwtSecret, clock);
  const auth = new AuthService({ db, tokens, email, clock, publicUrl: config.publicUrl });
  const business = new BusinessService({ db, clock });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { auth, tokens, config });
  await app.register(businessRoutes, { business, tokens });
  if (devToolsEnabled(config)) await app.register(devOutboxRoutes, { db });
  await registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => {
    await email.drain();
  });
  return app;
}

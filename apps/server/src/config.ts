import { z } from 'zod';

const AppEnvSchema = z.enum(['development', 'test', 'staging', 'production']);
export type AppEnv = z.infer<typeof AppEnvSchema>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

/** Every environment variable the server reads; the README's configuration table mirrors it. */
const EnvSchema = z
  .object({
    APP_ENV: AppEnvSchema.default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default('.data'),
    REDIS_URL: optionalUrl,
    JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('RutaViva <no-reply@rutaviva.local>'),
    WEB_DIST: z.string().default('apps/web/dist'),
    TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production (32+ characters)',
      });
    }
  });

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface Config {
  appEnv: AppEnv;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  trustProxy: boolean;
  logLevel: string;
  rateLimits: { login: RateLimit; signup: RateLimit; passwordRecovery: RateLimit; passwordReset: RateLimit };
}

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  login: { max: 10, windowSeconds: 60 },
  signup: { max: 10, windowSeconds: 60 * 60 },
  passwordRecovery: { max: 5, windowSeconds: 15 * 60 },
  passwordReset: { max: 20, windowSeconds: 15 * 60 },
};

export class ConfigError extends Error {}

/** Parses the environment into one typed Config; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.APP_ENV === 'test' ? 'silent' : 'info'),
    rateLimits: DEFAULT_RATE_LIMITS,
  };
}

/** The outbox page and its API exist only where nothing real is sent. */
export function devToolsEnabled(config: Pick<Config, 'appEnv'>): boolean {
  return config.appEnv === 'development' || config.appEnv === 'test';
}

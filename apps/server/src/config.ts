import { MONTHLY_PLANS, type PricingMarket, SUBSCRIPTION_PLANS } from '@rutaviva/domain';
import { z } from 'zod';
import {
  type Config,
  DEFAULT_BILLING,
  DEFAULT_COMMISSION_BP,
  DEFAULT_HTTP_TIMEOUTS,
  DEFAULT_MESSAGE_RETRY,
  DEFAULT_RATE_LIMITS,
  DEFAULT_STREAM_CAPS,
  type SalesSettings,
} from './config-settings';

export * from './config-roles';
export * from './config-settings';

import { emptyAsUndefined, optionalText, optionalUrl } from './config-fields';
import { checkRolesEnv, PROCESS_ROLE_ENV } from './config-roles';
import { checkStorageEnv, requireAllOrNone, STORAGE_ENV, s3StorageOf } from './config-storage';

const AppEnvSchema = z.enum(['development', 'test', 'staging', 'production']);

/** Money in minor units (centavos, cents): 75 is 0.75 MXN. */
const minorUnits = z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000_000).optional());

/** A commission in percent of what was paid, 0 to 100 with up to two decimals (12.5). */
const percent = z.preprocess(
  emptyAsUndefined,
  z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
      message: 'must have at most two decimals',
    })
    .optional(),
);

/**
 * The exchange rates the USD calculator uses without a live service: a fixed example to replace
 * with the day's rate (EXCHANGE_RATE_TABLE and its date), or EXCHANGE_RATE_URL for a live one.
 */
const DEFAULT_EXCHANGE_TABLE = 'USD:MXN=18.00';
const DEFAULT_EXCHANGE_TABLE_DATE = '2026-11-01';

/** `USD:MXN=18.00,EUR:MXN=20.1`: units of the second currency for one of the first. */
function parseExchangeTable(value: string, ctx: z.RefinementCtx): Record<string, number> {
  const table: Record<string, number> = {};
  for (const pair of value.split(',')) {
    const match = /^\s*([A-Z]{3}):([A-Z]{3})\s*=\s*(\d+(?:\.\d+)?)\s*$/.exec(pair);
    const rate = Number(match?.[3]);
    if (!match || !(rate > 0)) {
      ctx.addIssue({ code: 'custom', message: `"${pair.trim()}" is not FROM:TO=rate, e.g. USD:MXN=18.00` });
      return table;
    }
    table[`${match[1]}:${match[2]}`] = rate;
  }
  return table;
}

/**
 * A Sentry DSN, `https://<public key>@<host>[:port]/[<path>/]<project id>`: the same form
 * @sentry/browser accepts (it refuses anything else), so a typo stops the server instead of
 * silently sending nothing.
 */
export function dsnProblem(value: string): string | null {
  const example = 'https://<public key>@<host>/<project id>, e.g. https://abc123@errors.example.com/42';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not a URL; a DSN looks like ${example}`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `must be http(s); ${example}`;
  if (!url.username) return `has no public key before the @; ${example}`;
  if (url.search || url.hash) return `must not have a query or fragment; ${example}`;
  const projectId = url.pathname.split('/').pop() ?? '';
  if (!/^\d+$/.test(projectId)) return `must end in a numeric project id; ${example}`;
  return null;
}

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
    REDIS_PREFIX: z.string().max(100).default('rutaviva:'),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1000).default(1),
    API_KEY_RATE_LIMIT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(1_000_000).optional(),
    ),
    JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('RutaViva <no-reply@rutaviva.local>'),
    SMTP_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
    EMAIL_RETRY_HOURS: z.coerce.number().positive().max(168).default(24),
    SALES_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
    WEB_DIST: z.string().default('apps/web/dist'),
    TRUST_PROXY: z
      .preprocess(emptyAsUndefined, z.string().trim().default('false'))
      .transform(parseTrustProxy),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    SLOW_REQUEST_SECONDS: z.coerce.number().positive().max(3600).default(1),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_SMS_FROM: optionalText,
    TWILIO_WHATSAPP_FROM: optionalText,
    TWILIO_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.twilio.com')),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
    IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(72),
    BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    BILLING_GRACE_DAYS: z.coerce.number().min(0).max(365).default(3),
    BILLING_EXTRA_PRICE_MX: minorUnits,
    BILLING_EXTRA_PRICE_US: minorUnits,
    BILLING_EXTRA_PRICE_INTERNATIONAL: minorUnits,
    BILLING_THRESHOLD_MX: minorUnits,
    BILLING_THRESHOLD_US: minorUnits,
    BILLING_THRESHOLD_INTERNATIONAL: minorUnits,
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_\w+$/, { message: 'must be a Stripe secret key (sk_… or rk_…)' })
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^pk_\w+$/, { message: 'must be a Stripe publishable key (pk_…)' })
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^whsec_\S+$/, { message: "must be the endpoint's signing secret (whsec_…)" })
        .optional(),
    ),
    STRIPE_PRICES: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform(parsePlanIds({ pattern: /^price_\w+$/, example: 'price_…', noun: 'price' })),
    ),
    STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.stripe.com')),
    COMMISSION_PERCENT_MX: percent,
    COMMISSION_PERCENT_US: percent,
    COMMISSION_PERCENT_INTERNATIONAL: percent,
    EXCHANGE_RATE_URL: optionalUrl,
    ROUTING_URL: optionalUrl,
    GEO_SERVICE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url()
        .refine((url) => url.includes('{ip}'), {
          message: "must contain {ip}, where the visitor's address goes",
        })
        .optional(),
    ),
    EXCHANGE_RATE_TABLE: z.preprocess(
      emptyAsUndefined,
      z.string().default(DEFAULT_EXCHANGE_TABLE).transform(parseExchangeTable),
    ),
    EXCHANGE_RATE_TABLE_DATE: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date, YYYY-MM-DD' })
        .default(DEFAULT_EXCHANGE_TABLE_DATE),
    ),
    PAYPAL_CLIENT_ID: optionalText,
    PAYPAL_CLIENT_SECRET: optionalText,
    PAYPAL_WEBHOOK_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Z0-9]{6,40}$/, { message: "must be the webhook's id from PayPal's dashboard" })
        .optional(),
    ),
    PAYPAL_PLANS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform(parsePlanIds({ pattern: /^P-[A-Z0-9]+$/, example: 'P-…', noun: 'plan' })),
    ),
    PAYPAL_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api-m.paypal.com')),
    SENTRY_DSN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          const problem = dsnProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .optional(),
    ),
    CHAT_WIDGET_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: "must be the widget's script address, http(s)://…" }).optional(),
    ),
    ...STORAGE_ENV,
    ...PROCESS_ROLE_ENV,
    CHAT_WIDGET_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^[\w.:-]{1,200}$/, {
          message: 'must be letters, digits, _ . : or - (the id the provider gives)',
        })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // A public deployment never signs with a secret generated into a data folder (it would
    // differ between processes and vanish with the folder), nor sends links to localhost.
    if (env.APP_ENV === 'production' || env.APP_ENV === 'staging') {
      if (!env.JWT_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: `is required in ${env.APP_ENV} (32+ random characters, e.g. \`openssl rand -hex 32\`); a generated secret is for development only`,
        });
      }
      if (!env.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: `is required in ${env.APP_ENV}: the address customers and couriers open, e.g. https://track.example.com`,
        });
      }
    }
    const twilio = [
      env.TWILIO_ACCOUNT_SID,
      env.TWILIO_AUTH_TOKEN,
      env.TWILIO_SMS_FROM,
      env.TWILIO_WHATSAPP_FROM,
    ];
    if (twilio.some(Boolean)) {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required to send through Twilio' });
      }
      if (!env.TWILIO_SMS_FROM && !env.TWILIO_WHATSAPP_FROM) {
        ctx.addIssue({
          code: 'custom',
          path: ['TWILIO_SMS_FROM'],
          message: 'or TWILIO_WHATSAPP_FROM is required to send through Twilio',
        });
      }
    }
    if (env.CHAT_WIDGET_ID && !env.CHAT_WIDGET_URL) {
      ctx.addIssue({ code: 'custom', path: ['CHAT_WIDGET_URL'], message: 'is required with CHAT_WIDGET_ID' });
    }
    if (env.BILLING_PROVIDER === 'stripe') {
      const names = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICES'];
      for (const name of names) {
        if (!env[name as keyof typeof env])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when BILLING_PROVIDER is stripe',
          });
      }
    }
    checkStorageEnv(env, ctx);
    checkRolesEnv(env, ctx);
    // PayPal is offered beside the card when all of its settings are given, and only then.
    const paypal = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_PLANS'] as const;
    requireAllOrNone(env, paypal, 'is required to offer PayPal', ctx);
  });

/** The name of every environment variable the server reads (compose.yaml is checked against it). */
export const CONFIG_ENV_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export class ConfigError extends Error {}

/**
 * `false`; a number of proxies in front (`true` is one, the usual load balancer); or their
 * addresses and CIDR ranges, comma-separated. Never "trust everything": the leftmost
 * `X-Forwarded-For` entry is whatever the client wrote, and every per-address limit would go.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string {
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/.test(value)) return value;
  ctx.addIssue({
    code: 'custom',
    message: 'must be false, a number of proxies (true means 1), or their addresses (10.0.0.0/8,127.0.0.1)',
  });
  return false;
}

/** Every price of ours a provider must know: each plan in each market, as `whatsapp:MX`. */
export const PLAN_PRICE_KEYS = SUBSCRIPTION_PLANS.flatMap((plan) =>
  (Object.keys(MONTHLY_PLANS) as PricingMarket[]).map((market) => `${plan}:${market}`),
);
/** Stripe's name for them; the same six keys. */
export const STRIPE_PRICE_KEYS = PLAN_PRICE_KEYS;

/**
 * STRIPE_PRICES and PAYPAL_PLANS: the provider's id for each plan and market, comma-separated
 * `plan:market=id` pairs (`whatsapp:MX=price_1…,sms:MX=price_2…,…`); all six are needed.
 */
function parsePlanIds({ pattern, example, noun }: { pattern: RegExp; example: string; noun: string }) {
  return (value: string | undefined, ctx: z.RefinementCtx) => {
    if (value === undefined) return undefined;
    const ids: Record<string, string> = {};
    for (const pair of value.split(',')) {
      const [key = '', id = ''] = pair.split('=').map((part) => part.trim());
      if (!PLAN_PRICE_KEYS.includes(key) || !pattern.test(id)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${pair.trim()}" is not plan:market=${example} (plans ${SUBSCRIPTION_PLANS.join(', ')}; markets MX, US, international)`,
        });
        return undefined;
      }
      ids[key] = id;
    }
    const missing = PLAN_PRICE_KEYS.filter((key) => !ids[key]);
    if (missing.length > 0)
      ctx.addIssue({ code: 'custom', message: `has no ${noun} for ${missing.join(', ')}` });
    return ids;
  };
}

/** Parses the environment into one typed Config; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  /** Every rate limit and stream cap, times RATE_LIMIT_MULTIPLIER, never below 1. */
  const scaled = (base: number) => Math.max(1, Math.round(base * e.RATE_LIMIT_MULTIPLIER));
  return {
    appEnv: e.APP_ENV,
    processRoles: e.PROCESS_ROLE,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlFromRequest: e.APP_ENV === 'development' && !e.PUBLIC_URL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    uploadsDir: `${e.DATA_DIR}/uploads`,
    s3Storage: s3StorageOf(e),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.APP_ENV === 'test' ? 'silent' : 'info'),
    slowRequestMs: e.SLOW_REQUEST_SECONDS * 1000,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            smsFrom: e.TWILIO_SMS_FROM,
            whatsappFrom: e.TWILIO_WHATSAPP_FROM,
            apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
          }
        : undefined,
    messageRetry: DEFAULT_MESSAGE_RETRY,
    httpTimeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: Math.min(e.REQUEST_TIMEOUT_SECONDS * 1000, DEFAULT_HTTP_TIMEOUTS.headersMs),
      idleMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    rateLimits: {
      ...(Object.fromEntries(
        Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [
          name,
          { ...limit, max: scaled(limit.max) },
        ]),
      ) as Config['rateLimits']),
      // Requests per minute and key, as set; the multiplier (meant for shared addresses) only scales the default.
      apiKey: {
        ...DEFAULT_RATE_LIMITS.apiKey,
        max: e.API_KEY_RATE_LIMIT ?? scaled(DEFAULT_RATE_LIMITS.apiKey.max),
      },
    },
    streamCaps: {
      perAddress: scaled(DEFAULT_STREAM_CAPS.perAddress),
      perChannel: scaled(DEFAULT_STREAM_CAPS.perChannel),
      perAddressOnChannel: scaled(DEFAULT_STREAM_CAPS.perAddressOnChannel),
    },
    billing: {
      provider: e.BILLING_PROVIDER,
      ...(e.BILLING_PROVIDER === 'stripe' &&
      e.STRIPE_SECRET_KEY &&
      e.STRIPE_PUBLISHABLE_KEY &&
      e.STRIPE_WEBHOOK_SECRET &&
      e.STRIPE_PRICES
        ? {
            stripe: {
              secretKey: e.STRIPE_SECRET_KEY,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              prices: e.STRIPE_PRICES,
              apiUrl: e.STRIPE_API_URL.replace(/\/$/, ''),
            },
          }
        : {}),
      ...(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID && e.PAYPAL_PLANS
        ? {
            paypal: {
              clientId: e.PAYPAL_CLIENT_ID,
              clientSecret: e.PAYPAL_CLIENT_SECRET,
              webhookId: e.PAYPAL_WEBHOOK_ID,
              plans: e.PAYPAL_PLANS,
              apiUrl: e.PAYPAL_API_URL.replace(/\/$/, ''),
            },
          }
        : {}),
      graceDays: e.BILLING_GRACE_DAYS,
      extraPrices: {
        MX: e.BILLING_EXTRA_PRICE_MX,
        US: e.BILLING_EXTRA_PRICE_US,
        international: e.BILLING_EXTRA_PRICE_INTERNATIONAL,
      },
      thresholds: {
        MX: e.BILLING_THRESHOLD_MX ?? DEFAULT_BILLING.thresholds.MX,
        US: e.BILLING_THRESHOLD_US ?? DEFAULT_BILLING.thresholds.US,
        international: e.BILLING_THRESHOLD_INTERNATIONAL ?? DEFAULT_BILLING.thresholds.international,
      },
    },
    geoServiceUrl: e.GEO_SERVICE_URL,
    routingUrl: e.ROUTING_URL?.replace(/\/+$/, ''),
    emailDelivery: {
      timeoutMs: e.SMTP_TIMEOUT_SECONDS * 1000,
      retryWindowMs: e.EMAIL_RETRY_HOURS * 3600_000,
    },
    webhooks: {
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
      allowPrivateTargets: e.APP_ENV === 'development' || e.APP_ENV === 'test',
    },
    analytics: e.APP_ENV === 'staging' || e.APP_ENV === 'production',
    errorReporting:
      e.SENTRY_DSN && (e.APP_ENV === 'staging' || e.APP_ENV === 'production')
        ? { dsn: e.SENTRY_DSN, environment: e.APP_ENV }
        : undefined,
    chatWidget: e.CHAT_WIDGET_URL ? { scriptUrl: e.CHAT_WIDGET_URL, widgetId: e.CHAT_WIDGET_ID } : undefined,
    sales: {
      commissionRates: {
        MX: basisPoints(e.COMMISSION_PERCENT_MX),
        US: basisPoints(e.COMMISSION_PERCENT_US),
        international: basisPoints(e.COMMISSION_PERCENT_INTERNATIONAL),
      },
      exchange: {
        table: e.EXCHANGE_RATE_TABLE,
        tableDate: e.EXCHANGE_RATE_TABLE_DATE,
        serviceUrl: e.EXCHANGE_RATE_URL?.replace(/\/$/, ''),
      },
    },
  };
}

const basisPoints = (percentValue: number | undefined) =>
  percentValue === undefined ? DEFAULT_COMMISSION_BP : Math.round(percentValue * 100);

export const DEFAULT_SALES: SalesSettings = {
  commissionRates: {
    MX: DEFAULT_COMMISSION_BP,
    US: DEFAULT_COMMISSION_BP,
    international: DEFAULT_COMMISSION_BP,
  },
  exchange: { table: { 'USD:MXN': 18 }, tableDate: DEFAULT_EXCHANGE_TABLE_DATE, serviceUrl: undefined },
};

/** The outbox page and its API exist only where nothing real is sent. */
export function devToolsEnabled(config: Pick<Config, 'appEnv'>): boolean {
  return config.appEnv === 'development' || config.appEnv === 'test';
}

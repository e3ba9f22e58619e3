import { MONTHLY_PLANS, type PricingMarket, SUBSCRIPTION_PLANS } from '@rutaviva/domain';
import { z } from 'zod';
import { emptyAsUndefined, optionalText, optionalUrl } from './config-fields';
import { checkRolesEnv, PROCESS_ROLE_ENV } from './config-roles';
import { checkStorageEnv, requireAllOrNone, STORAGE_ENV } from './config-storage';

/*
 * The environment variables the server reads and how each is checked; config.ts turns what they
 * parse to into the Config.
 */
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
export const DEFAULT_EXCHANGE_TABLE_DATE = '2026-11-01';

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
export const EnvSchema = z
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

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

export { dsnProblem, PLAN_PRICE_KEYS, STRIPE_PRICE_KEYS } from './config-env';
export * from './config-roles';
export * from './config-settings';

import { DEFAULT_EXCHANGE_TABLE_DATE, EnvSchema } from './config-env';
import { s3StorageOf } from './config-storage';

/** The name of every environment variable the server reads (compose.yaml is checked against it). */
export const CONFIG_ENV_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export class ConfigError extends Error {}

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

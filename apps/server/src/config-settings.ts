import { type ExtraPriceSettings, MONTHLY_PLANS, type PricingMarket } from '@rutaviva/domain';
import type { ProcessRole } from './config-roles';
import type { PayPalSettings } from './providers/payments/paypal/paypal-client';
import type { StripeSettings } from './providers/payments/stripe/stripe-provider';

/**
 * The shape of the server's configuration and its defaults; config.ts reads and checks the
 * environment into it (and re-exports all of this, so callers import from there).
 */
export type AppEnv = 'development' | 'test' | 'staging' | 'production';

/** How many event streams may be open at once; beyond, a new one is refused with 429. */
export interface StreamCaps {
  perAddress: number;
  perChannel: number;
  /** One address on one channel: nobody holding a link can take every place on its trip. */
  perAddressOnChannel: number;
}

/** STORAGE_S3_*: the bucket and credentials; `endpoint` for a store other than AWS (MinIO, R2…). */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`endpoint/bucket/key`), as most self-hosted stores want. */
  forcePathStyle: boolean;
}

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Twilio's REST API; messages to a channel without a sender fail without retrying. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  smsFrom: string | undefined;
  whatsappFrom: string | undefined;
  /** https://api.twilio.com, or a local server in tests. */
  apiUrl: string;
  /** One request's limit; unset, 10 s. */
  timeoutMs?: number;
}

/** How a message that failed to send is retried by the job queue (exponential backoff). */
export interface MessageRetryPolicy {
  /** Attempts in all, the first one included; after the last the message stays failed. */
  maxAttempts: number;
  /** Wait before the first retry; each later one waits about twice as long. */
  firstDelaySeconds: number;
  /** How often the worker looks for due retries. */
  pollingSeconds: number;
}

/**
 * How long the HTTP server waits on a client, so slow clients cannot hold connections open
 * (Node's server options, set through Fastify). Event streams and downloads are responses, so the
 * request limits never cut them; the idle limit is lifted for event streams, which send
 * heartbeats.
 */
export interface HttpTimeouts {
  /** Receiving a whole request, headers and body; later it is answered 408 and closed. */
  requestMs: number;
  /** Receiving the headers of a request; at most `requestMs`. */
  headersMs: number;
  /** A connection on which no byte moves either way for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection between two requests; longer than a load balancer's idle limit. */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
};

/**
 * Billing's settings (issue 12). Per market: the price of each extra delivery (SPEC §9's 0.75 MXN,
 * 5 and 4 cents by default; the spec also shows 1.50 MXN) and the extras amount that is charged
 * at once, before the renewal (the monthly price by default), both in minor units.
 */
export interface BillingSettings {
  /** Who keeps cards and charges them: the sandbox (default, offline) or Stripe. */
  provider: 'sandbox' | 'stripe';
  stripe?: StripeSettings;
  /** PayPal subscriptions, offered beside the card when configured. */
  paypal?: PayPalSettings;
  /** Days a business may stay in bad standing before its couriers cannot start deliveries. */
  graceDays: number;
  extraPrices: ExtraPriceSettings;
  thresholds: Record<PricingMarket, number>;
}

/** Issue 13: salespeople's commissions and the price calculators' exchange rates. */
export interface SalesSettings {
  /** Commission per market in basis points of what was paid (1000 is 10 %). */
  commissionRates: Record<PricingMarket, number>;
  exchange: {
    /** `FROM:TO` → rate; the reverse pair is derived when it is not given. */
    table: Record<string, number>;
    tableDate: string;
    /** An ExchangeRate-API-compatible service (`GET {url}/pair/{from}/{to}`), when set. */
    serviceUrl: string | undefined;
  };
}

export const DEFAULT_COMMISSION_BP = 1000;

export interface Config {
  appEnv: AppEnv;
  /** PROCESS_ROLE: what this process runs (DESIGN §11); unset, all three (tests, scripts). */
  processRoles?: readonly ProcessRole[];
  port: number;
  host: string;
  /** PUBLIC_URL, or `http://localhost:PORT` where it may be left unset (development and test). */
  publicUrl: string;
  /**
   * Development without PUBLIC_URL: links sent to people follow the address each request came in
   * on (a phone on the same network gets links that open on it), see http/public-url.ts.
   */
  publicUrlFromRequest: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded logos when no other storage is configured: DATA_DIR/uploads. */
  uploadsDir: string;
  /** Any S3-compatible object store for uploads (logos, delivery photos) instead of uploadsDir. */
  s3Storage: S3StorageSettings | undefined;
  redisUrl: string | undefined;
  /** Starts every Redis key and channel, so deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where demo requests from /book_demo are sent; unset, they are only stored. */
  salesEmail: string | undefined;
  webDist: string;
  /**
   * Fastify's `trustProxy`: false, how many proxies stand in front (their `X-Forwarded-For`
   * entries are read from the right, so a client cannot choose its own address), or the proxies'
   * addresses.
   */
  trustProxy: false | number | string;
  logLevel: string;
  /** A request that takes this long is logged at info even where its kind is logged at debug. */
  slowRequestMs: number;
  /** Set when messages go out through Twilio; otherwise they wait in the outbox. */
  twilio: TwilioConfig | undefined;
  messageRetry: MessageRetryPolicy;
  httpTimeouts: HttpTimeouts;
  rateLimits: {
    login: RateLimit;
    /** Every login attempt from one address, whatever the account (each login route apart). */
    loginPerAddress: RateLimit;
    signup: RateLimit;
    passwordRecovery: RateLimit;
    passwordReset: RateLimit;
    review: RateLimit;
    /** The customer's pin on the tracking page (issue 15): set, moved, cleared. */
    customerPin: RateLimit;
    /** A courier asking where a number's last delivery went (issue 15), per courier. */
    rememberedDestination: RateLimit;
    /** The public tracking reads: a trip, its route and its stream. */
    publicRead: RateLimit;
    /** Saving the tracking design with a logo: each SVG costs a drawing. */
    logoUpload: RateLimit;
    /** A courier changing their own password, per courier: guesses at the current one. */
    passwordChange: RateLimit;
    /** Cards an admin enters and saves, per admin: stops testing stolen card numbers. */
    cardEntry: RateLimit;
    /** Prepaid calls, each with the salesperson's password, per salesperson: stops guessing it. */
    salespersonPassword: RateLimit;
    /** Demo requests from /book_demo, per address: each one sends two emails. */
    bookDemo: RateLimit;
    /** Issue 16: every request an API key makes, per key, whichever route it calls. */
    apiKey: RateLimit;
  };
  /** Open event streams at once, per client address and per channel (trip or business). */
  streamCaps: StreamCaps;
  /** How often streams catch up from the database while Redis is away; unset, `REDIS_AWAY_POLL_MS`. */
  redisAwayPollMs?: number;
  billing: BillingSettings;
  sales: SalesSettings;
  /** A geolocation service (SPEC §7) for the visitor's country and currency, `{ip}` in it. */
  geoServiceUrl: string | undefined;
  /** Issue 15: an OSRM-compatible routing service for the arrival estimate's road distance. */
  routingUrl?: string | undefined;
  /** Issue 16: how webhooks are sent; unset, the defaults of `webhookSettingsOf`. */
  webhooks?: WebhookSettings;
  /** Issue 17: how long SMTP may take and how long a failed email is retried; unset, the defaults. */
  emailDelivery?: EmailDeliverySettings;
  /** First-party analytics are sent and kept only in staging and production (SPEC §7). */
  analytics: boolean;
  /** The web app reports errors to a Sentry-compatible server: staging and production with SENTRY_DSN only. */
  errorReporting: ErrorReportingSettings | undefined;
  /** A third-party chat widget's script, loaded after first paint on public pages and the dashboard. */
  chatWidget: ChatWidgetSettings | undefined;
}

export interface WebhookSettings {
  /** One attempt's limit, connection to answer (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /**
   * Whether endpoints may be private or loopback addresses: true in development and tests only,
   * where the receivers run on the same machine; false, such targets are refused (SSRF).
   */
  allowPrivateTargets: boolean;
}

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** The webhook settings of a config, or the defaults: private targets allowed outside staging and production. */
export function webhookSettingsOf(config: Pick<Config, 'appEnv' | 'webhooks'>): WebhookSettings {
  return (
    config.webhooks ?? {
      timeoutMs: DEFAULT_WEBHOOK_TIMEOUT_MS,
      allowPrivateTargets: config.appEnv === 'development' || config.appEnv === 'test',
    }
  );
}

export interface EmailDeliverySettings {
  /** Each SMTP wait (connecting, the greeting, any answer) gives up after this (SMTP_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** A failed email is retried until this long after it was recorded, then marked failed (EMAIL_RETRY_HOURS). */
  retryWindowMs: number;
}

export const DEFAULT_EMAIL_DELIVERY: EmailDeliverySettings = {
  timeoutMs: 30_000,
  retryWindowMs: 24 * 3600_000,
};

export function emailDeliveryOf(config: Pick<Config, 'emailDelivery'>): EmailDeliverySettings {
  return config.emailDelivery ?? DEFAULT_EMAIL_DELIVERY;
}

export interface ErrorReportingSettings {
  dsn: string;
  environment: 'staging' | 'production';
}

export interface ChatWidgetSettings {
  scriptUrl: string;
  /** Given to the script as `data-widget-id` when the provider needs one. */
  widgetId: string | undefined;
}

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  login: { max: 10, windowSeconds: 60 },
  // A restaurant's couriers share one Wi-Fi at the start of a shift; 50 in 15 minutes lets a
  // team of dozens in, while an address trying many accounts is stopped after 50 guesses.
  loginPerAddress: { max: 50, windowSeconds: 15 * 60 },
  signup: { max: 10, windowSeconds: 60 * 60 },
  passwordRecovery: { max: 5, windowSeconds: 15 * 60 },
  passwordReset: { max: 20, windowSeconds: 15 * 60 },
  review: { max: 20, windowSeconds: 15 * 60 },
  // A customer shares their place, drags the pin a few times, maybe clears it and starts again;
  // sixty in 15 minutes is a fussy customer, and too few to flood a monitor with moves.
  customerPin: { max: 60, windowSeconds: 15 * 60 },
  // The start form asks once per number typed; a busy courier starts a few deliveries an hour.
  // Sixty an hour leaves room for retyping, and is far too few to walk a customer list.
  rememberedDestination: { max: 60, windowSeconds: 60 * 60 },
  // A tracking page reads its trip once and reconnects its stream at most every few seconds;
  // 300 a minute leaves room for a whole office behind one address.
  publicRead: { max: 300, windowSeconds: 60 },
  // A business tries a few logos while it designs its page; twenty an hour is plenty.
  logoUpload: { max: 20, windowSeconds: 60 * 60 },
  // A courier gets their current password wrong once or twice; ten tries in 15 minutes stop a
  // borrowed phone from guessing it.
  passwordChange: { max: 10, windowSeconds: 15 * 60 },
  // A business tries a card or two, maybe a third after a decline; twenty in an hour is plenty,
  // and far too few to test a list of stolen numbers.
  cardEntry: { max: 20, windowSeconds: 60 * 60 },
  // A salesperson looks up and tops up a few businesses in a visit; thirty calls in 15 minutes
  // is a busy morning, and far too few to guess a password on a phone left unlocked.
  salespersonPassword: { max: 30, windowSeconds: 15 * 60 },
  // A prospect asks once, maybe twice after a typo; five an hour stops a script mailing the team.
  bookDemo: { max: 5, windowSeconds: 60 * 60 },
  // An online store creating a delivery per order and polling a few of them stays far below ten a
  // second; a runaway loop is stopped before it weighs on the other businesses.
  apiKey: { max: 600, windowSeconds: 60 },
};

/**
 * A family opens a link on a few phones, an office behind one NAT keeps a monitor on each desk;
 * a hundred streams from one address and forty on one trip (per process) fit both, and stop one
 * address from holding thousands of connections.
 */
export const DEFAULT_STREAM_CAPS: StreamCaps = { perAddress: 100, perChannel: 40, perAddressOnChannel: 10 };

export const DEFAULT_MESSAGE_RETRY: MessageRetryPolicy = {
  maxAttempts: 5,
  firstDelaySeconds: 30,
  pollingSeconds: 2,
};

export const DEFAULT_BILLING: BillingSettings = {
  provider: 'sandbox',
  graceDays: 3,
  extraPrices: {},
  thresholds: {
    MX: MONTHLY_PLANS.MX.monthly_price_minor,
    US: MONTHLY_PLANS.US.monthly_price_minor,
    international: MONTHLY_PLANS.international.monthly_price_minor,
  },
};

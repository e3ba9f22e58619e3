import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      appEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      dataDir: '.data',
    });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_ENV: 'prod', DATABASE_URL: 'not a url' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', APP_ENV: 'prod', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/APP_ENV/);
      expect(String(error)).toMatch(/DATABASE_URL/);
    }
  });

  it.each(['production', 'staging'])('refuses to start in %s without JWT_SECRET or PUBLIC_URL', (appEnv) => {
    expect(() => loadConfig({ APP_ENV: appEnv, PUBLIC_URL: 'https://track.example.com' })).toThrow(
      /JWT_SECRET: is required in .*generated secret is for development only/,
    );
    expect(() => loadConfig({ APP_ENV: appEnv, JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /PUBLIC_URL: is required in .*https:\/\/track\.example\.com/,
    );
    const config = loadConfig({
      APP_ENV: appEnv,
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://track.example.com/',
    });
    expect(config.jwtSecret).toBe('x'.repeat(32));
    expect(config.publicUrl).toBe('https://track.example.com');
  });

  it('lets links follow the request only in development without PUBLIC_URL', () => {
    expect(loadConfig({}).publicUrlFromRequest).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).publicUrlFromRequest).toBe(false);
    expect(loadConfig({ APP_ENV: 'test' }).publicUrlFromRequest).toBe(false);
    const production = loadConfig({
      APP_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://track.example.com',
    });
    expect(production.publicUrlFromRequest).toBe(false);
  });

  it('calls a request slow after 1 s unless SLOW_REQUEST_SECONDS says otherwise', () => {
    expect(loadConfig({}).slowRequestMs).toBe(1000);
    expect(loadConfig({ SLOW_REQUEST_SECONDS: '2.5' }).slowRequestMs).toBe(2500);
    expect(() => loadConfig({ SLOW_REQUEST_SECONDS: '0' })).toThrow(/SLOW_REQUEST_SECONDS/);
  });

  it('times slow clients out after 30 s by default, and reads each limit in seconds', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({
      requestMs: 30_000,
      headersMs: 15_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    });
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '5',
      IDLE_TIMEOUT_SECONDS: '120',
      KEEP_ALIVE_TIMEOUT_SECONDS: '10',
    });
    expect(config.httpTimeouts).toEqual({
      requestMs: 5000,
      headersMs: 5000,
      idleMs: 120_000,
      keepAliveMs: 10_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses, never as "trust everything"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: must be false/);
  });

  it('scales every rate limit with RATE_LIMIT_MULTIPLIER', () => {
    const config = loadConfig({ RATE_LIMIT_MULTIPLIER: '3' });
    expect(config.rateLimits.login).toEqual({ max: 30, windowSeconds: 60 });
    expect(config.rateLimits.signup.max).toBe(30);
  });

  it("reads each API key's requests per minute from API_KEY_RATE_LIMIT, 600 by default", () => {
    expect(loadConfig({}).rateLimits.apiKey).toEqual({ max: 600, windowSeconds: 60 });
    expect(loadConfig({ API_KEY_RATE_LIMIT: '120', RATE_LIMIT_MULTIPLIER: '3' }).rateLimits.apiKey.max).toBe(
      120,
    );
    expect(() => loadConfig({ API_KEY_RATE_LIMIT: '0' })).toThrow(/API_KEY_RATE_LIMIT/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });
});

describe('loadConfig: Twilio', () => {
  const twilio = {
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_SMS_FROM: '+15005550006',
    TWILIO_WHATSAPP_FROM: '+14155238886',
  };

  it('keeps messages in the outbox when Twilio is not configured', () => {
    expect(loadConfig({}).twilio).toBeUndefined();
  });

  it('sends through Twilio when the account, token and a sender are set', () => {
    expect(loadConfig(twilio).twilio).toEqual({
      accountSid: 'AC123',
      authToken: 'token',
      smsFrom: '+15005550006',
      whatsappFrom: '+14155238886',
      apiUrl: 'https://api.twilio.com',
    });
    expect(loadConfig({ ...twilio, TWILIO_API_URL: 'http://127.0.0.1:9999/' }).twilio?.apiUrl).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it('names what is missing from a partial Twilio setup', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_SMS_FROM: '+15005550006' })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token' })).toThrow(
      /TWILIO_SMS_FROM: or TWILIO_WHATSAPP_FROM is required/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_API_URL: 'not a url' })).toThrow(/TWILIO_API_URL/);
  });
});

describe('loadConfig: billing', () => {
  it("prices extras as SPEC §9 does unless a market's setting says otherwise", () => {
    const defaults = loadConfig({}).billing;
    expect(defaults).toEqual({
      provider: 'sandbox',
      graceDays: 3,
      extraPrices: { MX: undefined, US: undefined, international: undefined },
      thresholds: { MX: 29_900, US: 1_500, international: 1_500 },
    });
    const set = loadConfig({
      BILLING_EXTRA_PRICE_MX: '150',
      BILLING_THRESHOLD_US: '500',
      BILLING_GRACE_DAYS: '0',
    }).billing;
    expect(set.extraPrices.MX).toBe(150);
    expect(set.thresholds.US).toBe(500);
    expect(set.graceDays).toBe(0);
  });

  it('names a bad billing setting', () => {
    expect(() => loadConfig({ BILLING_EXTRA_PRICE_MX: '0.75' })).toThrow(/BILLING_EXTRA_PRICE_MX/);
    expect(() => loadConfig({ BILLING_PROVIDER: 'paypal' })).toThrow(/BILLING_PROVIDER/);
    expect(() => loadConfig({ BILLING_GRACE_DAYS: '-1' })).toThrow(/BILLING_GRACE_DAYS/);
  });
});

describe('loadConfig: Stripe', () => {
  const prices =
    'whatsapp:MX=price_wmx, sms:MX=price_smx,whatsapp:US=price_wus,sms:US=price_sus,' +
    'whatsapp:international=price_wint,sms:international=price_sint';
  const stripe = {
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICES: prices,
  };

  it('reads the keys, the webhook secret and a price for every plan and market', () => {
    expect(loadConfig(stripe).billing).toMatchObject({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_123',
        publishableKey: 'pk_test_123',
        webhookSecret: 'whsec_abc',
        apiUrl: 'https://api.stripe.com',
        prices: {
          'whatsapp:MX': 'price_wmx',
          'sms:MX': 'price_smx',
          'whatsapp:US': 'price_wus',
          'sms:US': 'price_sus',
          'whatsapp:international': 'price_wint',
          'sms:international': 'price_sint',
        },
      },
    });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:9/' }).billing.stripe?.apiUrl).toBe(
      'http://127.0.0.1:9',
    );
  });

  it('keeps the sandbox, without Stripe settings, unless BILLING_PROVIDER says stripe', () => {
    const { BILLING_PROVIDER: _, ...keysOnly } = stripe;
    expect(loadConfig(keysOnly).billing.provider).toBe('sandbox');
    expect(loadConfig(keysOnly).billing.stripe).toBeUndefined();
  });

  it('names each missing or malformed Stripe setting', () => {
    expect(() => loadConfig({ BILLING_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required[\s\S]*STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICES/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...stripe, STRIPE_PRICES: 'whatsapp:MX=price_wmx' })).toThrow(
      /STRIPE_PRICES: has no price for whatsapp:US, whatsapp:international, sms:MX, sms:US/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PRICES: `${prices},whatsapp:BR=price_x` })).toThrow(
      /STRIPE_PRICES: "whatsapp:BR=price_x" is not plan:market=price_/,
    );
  });
});

describe('loadConfig: PayPal', () => {
  const plans =
    'whatsapp:MX=P-WMX1,sms:MX=P-SMX1,whatsapp:US=P-WUS1,sms:US=P-SUS1,' +
    'whatsapp:international=P-WINT1,sms:international=P-SINT1';
  const paypal = {
    PAYPAL_CLIENT_ID: 'client-id',
    PAYPAL_CLIENT_SECRET: 'client-secret',
    PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
    PAYPAL_PLANS: plans,
  };

  it('offers PayPal beside the card provider with a plan for every plan and market', () => {
    const billing = loadConfig(paypal).billing;
    expect(billing.provider).toBe('sandbox');
    expect(billing.paypal).toEqual({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      webhookId: '8PT597110X687430LKGECATA',
      apiUrl: 'https://api-m.paypal.com',
      plans: {
        'whatsapp:MX': 'P-WMX1',
        'sms:MX': 'P-SMX1',
        'whatsapp:US': 'P-WUS1',
        'sms:US': 'P-SUS1',
        'whatsapp:international': 'P-WINT1',
        'sms:international': 'P-SINT1',
      },
    });
    expect(loadConfig({ ...paypal, PAYPAL_API_URL: 'http://127.0.0.1:9/' }).billing.paypal?.apiUrl).toBe(
      'http://127.0.0.1:9',
    );
    expect(loadConfig({}).billing.paypal).toBeUndefined();
  });

  it('names each missing or malformed PayPal setting', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'client-id' })).toThrow(
      /PAYPAL_CLIENT_SECRET: is required to offer PayPal[\s\S]*PAYPAL_WEBHOOK_ID[\s\S]*PAYPAL_PLANS/,
    );
    expect(() => loadConfig({ ...paypal, PAYPAL_WEBHOOK_ID: 'not an id' })).toThrow(/PAYPAL_WEBHOOK_ID/);
    expect(() => loadConfig({ ...paypal, PAYPAL_PLANS: 'whatsapp:MX=P-WMX1' })).toThrow(
      /PAYPAL_PLANS: has no plan for whatsapp:US, whatsapp:international, sms:MX, sms:US/,
    );
    expect(() => loadConfig({ ...paypal, PAYPAL_PLANS: `${plans},sms:MX=price_1` })).toThrow(
      /PAYPAL_PLANS: "sms:MX=price_1" is not plan:market=P-/,
    );
    expect(() => loadConfig({ ...paypal, PAYPAL_API_URL: 'not a url' })).toThrow(/PAYPAL_API_URL/);
  });
});

describe('loadConfig: sales', () => {
  it('reads commission percents per market and the exchange-rate table, 10 % and a dated example by default', () => {
    expect(loadConfig({}).sales).toEqual({
      commissionRates: { MX: 1000, US: 1000, international: 1000 },
      exchange: { table: { 'USD:MXN': 18 }, tableDate: '2026-11-01', serviceUrl: undefined },
    });
    const set = loadConfig({
      COMMISSION_PERCENT_MX: '12.5',
      COMMISSION_PERCENT_US: '0',
      EXCHANGE_RATE_TABLE: 'USD:MXN=17.85, EUR:MXN=19.9',
      EXCHANGE_RATE_TABLE_DATE: '2026-11-20',
      EXCHANGE_RATE_URL: 'https://v6.exchangerate-api.com/v6/KEY/',
    }).sales;
    expect(set.commissionRates).toEqual({ MX: 1250, US: 0, international: 1000 });
    expect(set.exchange).toEqual({
      table: { 'USD:MXN': 17.85, 'EUR:MXN': 19.9 },
      tableDate: '2026-11-20',
      serviceUrl: 'https://v6.exchangerate-api.com/v6/KEY',
    });
  });

  it('names a bad commission or exchange-rate setting', () => {
    expect(() => loadConfig({ COMMISSION_PERCENT_MX: '12.345' })).toThrow(
      /COMMISSION_PERCENT_MX: must have at most two decimals/,
    );
    expect(() => loadConfig({ COMMISSION_PERCENT_US: '120' })).toThrow(/COMMISSION_PERCENT_US/);
    expect(() => loadConfig({ EXCHANGE_RATE_TABLE: 'USD=18' })).toThrow(
      /EXCHANGE_RATE_TABLE: "USD=18" is not FROM:TO=rate/,
    );
    expect(() => loadConfig({ EXCHANGE_RATE_TABLE: 'USD:MXN=0' })).toThrow(/EXCHANGE_RATE_TABLE/);
    expect(() => loadConfig({ EXCHANGE_RATE_TABLE_DATE: '20/11/2026' })).toThrow(/EXCHANGE_RATE_TABLE_DATE/);
    expect(() => loadConfig({ EXCHANGE_RATE_URL: 'not a url' })).toThrow(/EXCHANGE_RATE_URL/);
  });
});

describe('loadConfig: routing service (issue 15)', () => {
  it('is off by default, trims a trailing slash, and names a bad URL', () => {
    expect(loadConfig({}).routingUrl).toBeUndefined();
    expect(loadConfig({ ROUTING_URL: '' }).routingUrl).toBeUndefined();
    expect(loadConfig({ ROUTING_URL: 'http://osrm.internal:5000/' }).routingUrl).toBe(
      'http://osrm.internal:5000',
    );
    expect(() => loadConfig({ ROUTING_URL: 'osrm' })).toThrow(/ROUTING_URL/);
  });
});

describe('loadConfig: error reporting and chat widget', () => {
  const publicEnv = (appEnv: string) => ({
    APP_ENV: appEnv,
    JWT_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://track.example.com',
  });
  const dsn = 'https://abc123@errors.example.com/42';

  it.each(['staging', 'production'] as const)('reports errors in %s when SENTRY_DSN is set', (appEnv) => {
    expect(loadConfig({ ...publicEnv(appEnv), SENTRY_DSN: dsn }).errorReporting).toEqual({
      dsn,
      environment: appEnv,
    });
    expect(loadConfig(publicEnv(appEnv)).errorReporting).toBeUndefined();
  });

  it.each(['development', 'test'])('never reports errors in %s, even with SENTRY_DSN', (appEnv) => {
    expect(loadConfig({ APP_ENV: appEnv, SENTRY_DSN: dsn }).errorReporting).toBeUndefined();
  });

  it.each([
    ['errors.example.com/42', /SENTRY_DSN: is not a URL/],
    ['https://errors.example.com/42', /SENTRY_DSN: has no public key/],
    ['https://abc@errors.example.com/', /SENTRY_DSN: must end in a numeric project id/],
    ['https://abc@errors.example.com/project', /SENTRY_DSN: must end in a numeric project id/],
    ['ftp://abc@errors.example.com/42', /SENTRY_DSN: must be http\(s\)/],
  ])('refuses the DSN %s, naming it', (value, message) => {
    expect(() => loadConfig({ SENTRY_DSN: value })).toThrow(message);
  });

  it('accepts a self-hosted DSN with a port and a path', () => {
    const selfHosted = 'http://key@127.0.0.1:9000/sentry/7';
    expect(loadConfig({ ...publicEnv('staging'), SENTRY_DSN: selfHosted }).errorReporting?.dsn).toBe(
      selfHosted,
    );
  });

  it('loads a chat widget only when its script is set', () => {
    expect(loadConfig({}).chatWidget).toBeUndefined();
    expect(
      loadConfig({ CHAT_WIDGET_URL: 'https://chat.example.com/widget.js', CHAT_WIDGET_ID: 'abc-1' })
        .chatWidget,
    ).toEqual({ scriptUrl: 'https://chat.example.com/widget.js', widgetId: 'abc-1' });
    expect(() => loadConfig({ CHAT_WIDGET_URL: 'javascript:alert(1)' })).toThrow(/CHAT_WIDGET_URL/);
    expect(() => loadConfig({ CHAT_WIDGET_ID: 'abc' })).toThrow(
      /CHAT_WIDGET_URL: is required with CHAT_WIDGET_ID/,
    );
    expect(() =>
      loadConfig({ CHAT_WIDGET_URL: 'https://chat.example.com/w.js', CHAT_WIDGET_ID: '"><script>' }),
    ).toThrow(/CHAT_WIDGET_ID/);
  });
});

describe('loadConfig: S3 storage', () => {
  const s3 = {
    STORAGE_S3_BUCKET: 'rutaviva-uploads',
    STORAGE_S3_REGION: 'us-east-1',
    STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps uploads in the local folder unless S3 is configured', () => {
    expect(loadConfig({}).s3Storage).toBeUndefined();
  });

  it('reads the bucket, region, credentials, an endpoint and path style', () => {
    const config = loadConfig({
      ...s3,
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3Storage).toEqual({
      bucket: 'rutaviva-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig(s3).s3Storage).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it('names each setting missing from a partial S3 setup', () => {
    const { STORAGE_S3_REGION: _region, STORAGE_S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/STORAGE_S3_REGION: is required to store files in S3/);
    expect(() => loadConfig(partial)).toThrow(/STORAGE_S3_SECRET_ACCESS_KEY: is required/);
    expect(() => loadConfig({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/STORAGE_S3_BUCKET/);
    expect(() => loadConfig({ ...s3, STORAGE_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /STORAGE_S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });
});

import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { trackingLinkPreview } from '@rutaviva/domain';
import Fastify, { type FastifyInstance, type onRouteHookHandler, type onSendHookHandler } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { type SqlBool, sql } from 'kysely';
import { type Config, devToolsEnabled, roleName, webhookSettingsOf } from './config';
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
import { CachedVersions } from './lib/cached-versions';
import { type Clock, OffsetClock } from './lib/clock';
import { redisIsReady } from './lib/redis';
import { Tokens } from './lib/tokens';
import { apiKeyClaimsOf } from './modules/api-keys/api-key-claims';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { ApiKeysService } from './modules/api-keys/api-keys.service';
import { sessionVersionOf } from './modules/auth/auth.repo';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { billingRoutes } from './modules/billing/billing.routes';
import { BillingService } from './modules/billing/billing.service';
import { BillingRun } from './modules/billing/billing-run';
import { PaymentMethodsService } from './modules/billing/payment-methods.service';
import { paypalRoutes } from './modules/billing/paypal.routes';
import { PayPalCheckout } from './modules/billing/paypal-checkout.service';
import { PayPalEvents } from './modules/billing/paypal-events';
import { ProviderEvents } from './modules/billing/provider-events';
import { webhookRoutes } from './modules/billing/webhooks.routes';
import { brandingRoutes } from './modules/branding/branding.routes';
import { BrandingService } from './modules/branding/branding.service';
import { MAX_LOGO_BYTES } from './modules/branding/logo';
import { businessRoutes } from './modules/business/business.routes';
import { BusinessService } from './modules/business/business.service';
import { ApiDeliveriesService } from './modules/deliveries/api-deliveries.service';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { PendingDeliveriesService } from './modules/deliveries/pending-deliveries.service';
import { demoHistoryRoutes } from './modules/demo-history/demo-history.routes';
import { DemoHistoryService } from './modules/demo-history/demo-history.service';
import { demoSmsRoutes } from './modules/demo-sms/demo-sms.routes';
import { DemoSmsService } from './modules/demo-sms/demo-sms.service';
import { devClockRoutes } from './modules/dev/clock.routes';
import { devOutboxRoutes } from './modules/dev/outbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { monitorRoutes } from './modules/monitor/monitor.routes';
import { MonitorService } from './modules/monitor/monitor.service';
import { prepaidRoutes } from './modules/prepaid/prepaid.routes';
import { PrepaidService } from './modules/prepaid/prepaid.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { ReportsService } from './modules/reports/reports.service';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { ReviewsService } from './modules/reviews/reviews.service';
import { CommissionsService } from './modules/sales/commissions.service';
import { PanelService } from './modules/sales/panel.service';
import { salespeopleRoutes } from './modules/sales/salespeople.routes';
import { SalespeopleService } from './modules/sales/salespeople.service';
import { analyticsRoutes } from './modules/site/analytics.routes';
import { bookDemoRoutes } from './modules/site/book-demo.routes';
import { geoRoutes } from './modules/site/geo.routes';
import { InvitationsService } from './modules/team/invitations.service';
import { teamRoutes } from './modules/team/team.routes';
import { TeamService } from './modules/team/team.service';
import { AdminTripsService } from './modules/trips/admin-trips.service';
import { ArrivalEstimates } from './modules/trips/arrival-estimates.service';
import { customerPinRoutes } from './modules/trips/customer-pin.routes';
import { CustomerPinService } from './modules/trips/customer-pin.service';
import { deliveryPhotosRoutes } from './modules/trips/delivery-photos.routes';
import { DeliveryPhotosService } from './modules/trips/delivery-photos.service';
import { OpenTripsService } from './modules/trips/open-trips.service';
import { realtimeRoutes } from './modules/trips/realtime.routes';
import { rememberedDestinationsRoutes } from './modules/trips/remembered-destinations.routes';
import { RememberedDestinations } from './modules/trips/remembered-destinations.service';
import { TripEvents } from './modules/trips/trip-events';
import { TripStreamService } from './modules/trips/trip-stream.service';
import { tripsRoutes } from './modules/trips/trips.routes';
import { TripsService } from './modules/trips/trips.service';
import { WebhookSender } from './modules/webhooks/webhook-sender';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import type { EmailProvider } from './providers/email';
import { ExchangeRates } from './providers/exchange/exchange-rates';
import { GeoLocator } from './providers/geo/geo-locator';
import type { MessagesProvider } from './providers/messages/messages';
import { createPayments } from './providers/payments';
import { createStorage } from './providers/storage/s3-storage';
import type { EventBus } from './realtime/bus';
import { SseHub } from './realtime/sse';

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

/** 'off' without Redis; 'down' when this process cannot reach it for counters or events. */
function redisState({ redis, bus }: Pick<AppDeps, 'redis' | 'bus'>): 'off' | 'up' | 'down' {
  const counters = redis ? (redisIsReady(redis) ? 'up' : 'down') : 'off';
  const events = bus.redisState();
  if (counters === 'off' && events === 'off') return 'off';
  return counters === 'down' || events === 'down' ? 'down' : 'up';
}

/**
 * How long a process trusts a courier's session version it has read: a password change ends
 * the courier's other sessions at once on the process that made it, within this on the others.
 */
const COURIER_SESSION_CHECK_MS = 30_000;

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

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock, email, messages, bus } = deps;
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

  const courierVersions = new CachedVersions(
    (courierId) => sessionVersionOf(db, 'couriers', courierId),
    clock,
    COURIER_SESSION_CHECK_MS,
  );
  const tokens = new Tokens(
    deps.jwtSecret,
    clock,
    (claims) =>
      claims.role === 'courier'
        ? courierVersions.get(claims.userId)
        : sessionVersionOf(db, 'users', claims.userId, claims.businessId),
    apiKeyClaimsOf(db, clock),
  );
  const auth = new AuthService({
    db,
    tokens,
    email,
    clock,
    onError: (error) => app.log.error(error, 'password reset email failed'),
  });
  const business = new BusinessService({ db, clock });
  const businessCountry = async (businessId: string) => (await business.countryOf(businessId)) ?? 'US';
  const monitor = new MonitorService({ db, clock, bus, log: app.log });
  const team = new TeamService({
    db,
    clock,
    tokens,
    businessCountry,
    courierVersions,
    onCourierChanged: (businessId, courierId) => monitor.publishCourier(businessId, courierId),
  });
  const invitations = new InvitationsService({ db, clock, messages, publicUrl: config.publicUrl });
  const events = new TripEvents({ db, clock, bus, publicUrl: config.publicUrl, log: app.log });
  const openTrips = new OpenTripsService({ db, clock, events, publicUrl: config.publicUrl });
  const payments = createPayments({
    config,
    db,
    clock,
    jwtSecret: deps.jwtSecret,
    onError: (error) => app.log.error(error, 'payment provider work failed'),
  });
  const prepaid = new PrepaidService({ db, clock, settings: config.billing });
  const billing = new BillingService({
    db,
    clock,
    provider: payments.provider,
    settings: config.billing,
    prepaid,
    paypal: payments.paypal,
  });
  const billingRun = new BillingRun({
    db,
    clock,
    provider: payments.provider,
    settings: config.billing,
    sandbox: payments.sandbox,
    prepaid,
    paypal: payments.paypal,
    onError: (error) => app.log.error(error, 'billing work failed'),
  });
  const webhookSettings = webhookSettingsOf(config);
  const webhookSender = new WebhookSender({
    db,
    clock,
    email,
    settings: webhookSettings,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const estimates = new ArrivalEstimates({
    db,
    clock,
    events,
    messages,
    publicUrl: config.publicUrl,
    log: app.log,
    routingUrl: config.routingUrl,
  });
  const trips = new TripsService({
    db,
    clock,
    events,
    openTrips,
    estimates,
    messages,
    publicUrl: config.publicUrl,
    log: app.log,
    webhooks: webhookSender,
    billing: {
      tripTerms: (businessId) => billing.tripTerms(businessId),
      recordDelivery: (trx, businessId, tripId, at) => billing.recordDelivery(trx, businessId, tripId, at),
      deliveryStarted: (businessId) => billingRun.checkThreshold(businessId),
    },
  });
  const adminTrips = new AdminTripsService({
    db,
    clock,
    events,
    estimates,
    webhooks: webhookSender,
    publicUrl: config.publicUrl,
  });
  const hub = new SseHub(bus, config.streamCaps, {
    sessionCheckMs: deps.streamSessionCheckMs,
    sessionsOf: async (userIds) => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'business_id', 'session_version'])
        .where(sql<SqlBool>`id = any(${userIds}::uuid[])`)
        .execute();
      return new Map(
        rows.map((row) => [row.id, { businessId: row.business_id, sessionVersion: row.session_version }]),
      );
    },
    pollMs: config.redisAwayPollMs,
  });
  const reviews = new ReviewsService({
    db,
    clock,
    bus,
    log: app.log,
    webhooks: webhookSender,
    publicUrl: config.publicUrl,
  });
  const reports = new ReportsService({ db, clock, publicUrl: config.publicUrl });
  const demoSms = new DemoSmsService({ db, clock, messages });
  const storage = createStorage(config);
  const branding = new BrandingService({ db, clock, storage });
  const deliveryPhotos = new DeliveryPhotosService({
    db,
    clock,
    storage,
    events,
    publicPhotoKey: (generatedTripId, linkKey) => trips.publicDeliveryPhotoKey(generatedTripId, linkKey),
  });

  await app.register(healthRoutes, { db, redisState: () => redisState(deps), role: roleName(config) });
  await app.register(bookDemoRoutes, { db, clock, email, config });
  const geo = new GeoLocator({
    serviceUrl: config.geoServiceUrl,
    clock,
    onError: (error) => app.log.warn(error, 'geolocation service failed; headers answered'),
  });
  await app.register(geoRoutes, { geo, config });
  await app.register(analyticsRoutes, { db, clock, geo, config });
  await app.register(authRoutes, { auth, tokens, config });
  const salespeople = new SalespeopleService({ db, tokens, clock });
  const commissions = new CommissionsService({
    db,
    clock,
    settings: config.sales,
    onError: (error) => app.log.error(error, 'commission report failed'),
  });
  await app.register(salespeopleRoutes, {
    salespeople,
    panel: new PanelService({ db, clock }),
    commissions,
    exchangeRates: new ExchangeRates({
      settings: config.sales.exchange,
      clock,
      onError: (error) => app.log.warn(error, 'exchange-rate service failed; the configured table answered'),
    }),
    tokens,
    config,
  });
  await app.register(prepaidRoutes, {
    prepaid,
    tokens,
    config,
    sessionVersionOf: (id) => salespeople.sessionVersionOf(id),
  });
  await app.register(businessRoutes, { business, tokens });
  await app.register(apiKeysRoutes, { apiKeys: new ApiKeysService({ db, clock }), tokens });
  await app.register(teamRoutes, { team, invitations, tokens, config });
  await app.register(reportsRoutes, { reports, tokens });
  await app.register(tripsRoutes, { trips, adminTrips, openTrips, tokens, config });
  await app.register(deliveriesRoutes, {
    deliveries: new ApiDeliveriesService({
      db,
      clock,
      publicUrl: config.publicUrl,
      billing: { tripTerms: (businessId) => billing.tripTerms(businessId) },
      webhooks: webhookSender,
    }),
    pending: new PendingDeliveriesService({ db }),
    tokens,
  });
  await app.register(customerPinRoutes, {
    customerPin: new CustomerPinService({ db, clock, events, estimates, log: app.log }),
    config,
  });
  await app.register(rememberedDestinationsRoutes, {
    remembered: new RememberedDestinations({ db }),
    tokens,
    config,
  });
  await app.register(deliveryPhotosRoutes, { photos: deliveryPhotos, tokens, config });
  await app.register(realtimeRoutes, {
    config,
    clock,
    streams: new TripStreamService({ db, trips, monitor }),
    tokens,
    hub,
  });
  await app.register(monitorRoutes, { monitor, tokens });
  await app.register(reviewsRoutes, { reviews, tokens, config });
  await app.register(brandingRoutes, { branding, tokens, config });
  await app.register(demoSmsRoutes, { demoSms, tokens });
  await app.register(webhooksRoutes, {
    webhooks: new WebhooksService({ db, clock, settings: webhookSettings, sender: webhookSender }),
    tokens,
  });
  await app.register(billingRoutes, {
    billing,
    paymentMethods: new PaymentMethodsService({ db, clock, provider: payments.provider }),
    tokens,
    sandbox: payments.sandbox?.provider ?? null,
    cardEntry: config.rateLimits.cardEntry,
  });
  await app.register(webhookRoutes, {
    events: new ProviderEvents({ db, clock, provider: payments.provider }),
    secret: payments.webhookSecret,
    clock,
  });
  const { paypal } = payments;
  await app.register(paypalRoutes, {
    tokens,
    paypal,
    checkout: paypal
      ? new PayPalCheckout({
          db,
          clock,
          paypal,
          settings: config.billing,
          publicUrl: config.publicUrl,
          overview: (auth) => billing.overview(auth),
        })
      : null,
    events: paypal ? new PayPalEvents({ db, clock, paypal }) : null,
  });
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
  if (devToolsEnabled(config)) {
    await app.register(devOutboxRoutes, { db, tokens });
    if (clock instanceof OffsetClock) await app.register(devClockRoutes, { clock, billingRun });
    await app.register(demoHistoryRoutes, { demoHistory: new DemoHistoryService({ db, clock }), tokens });
  }
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

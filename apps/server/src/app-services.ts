import type { FastifyBaseLogger } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import type { AppDeps } from './app';
import { webhookSettingsOf } from './config';
import { CachedVersions } from './lib/cached-versions';
import { Tokens } from './lib/tokens';
import { apiKeyClaimsOf } from './modules/api-keys/api-key-claims';
import { sessionVersionOf } from './modules/auth/auth.repo';
import { AuthService } from './modules/auth/auth.service';
import { BillingService } from './modules/billing/billing.service';
import { BillingRun } from './modules/billing/billing-run';
import { BrandingService } from './modules/branding/branding.service';
import { BusinessService } from './modules/business/business.service';
import { DemoSmsService } from './modules/demo-sms/demo-sms.service';
import { MonitorService } from './modules/monitor/monitor.service';
import { PrepaidService } from './modules/prepaid/prepaid.service';
import { ReportsService } from './modules/reports/reports.service';
import { ReviewsService } from './modules/reviews/reviews.service';
import { CommissionsService } from './modules/sales/commissions.service';
import { InvitationsService } from './modules/team/invitations.service';
import { TeamService } from './modules/team/team.service';
import { AdminTripsService } from './modules/trips/admin-trips.service';
import { ArrivalEstimates } from './modules/trips/arrival-estimates.service';
import { DeliveryPhotosService } from './modules/trips/delivery-photos.service';
import { OpenTripsService } from './modules/trips/open-trips.service';
import { TripEvents } from './modules/trips/trip-events';
import { TripsService } from './modules/trips/trips.service';
import { WebhookSender } from './modules/webhooks/webhook-sender';
import { createPayments } from './providers/payments';
import { createStorage } from './providers/storage/s3-storage';
import { SseHub } from './realtime/sse';

/**
 * How long a process trusts a courier's session version it has read: a password change ends
 * the courier's other sessions at once on the process that made it, within this on the others.
 */
const COURIER_SESSION_CHECK_MS = 30_000;

/** The services wired once per app: shared by several routes, or by the app's own hooks. */
export type AppServices = ReturnType<typeof createServices>;

/** Builds every shared service from the app's dependencies; `log` is the app's logger. */
export function createServices(deps: AppDeps, log: FastifyBaseLogger) {
  const { config, db, clock, email, messages, bus } = deps;
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
    onError: (error) => log.error(error, 'password reset email failed'),
  });
  const business = new BusinessService({ db, clock });
  const businessCountry = async (businessId: string) => (await business.countryOf(businessId)) ?? 'US';
  const monitor = new MonitorService({ db, clock, bus, log: log });
  const team = new TeamService({
    db,
    clock,
    tokens,
    businessCountry,
    courierVersions,
    onCourierChanged: (businessId, courierId) => monitor.publishCourier(businessId, courierId),
  });
  const invitations = new InvitationsService({ db, clock, messages, publicUrl: config.publicUrl });
  const events = new TripEvents({ db, clock, bus, publicUrl: config.publicUrl, log: log });
  const openTrips = new OpenTripsService({ db, clock, events, publicUrl: config.publicUrl });
  const payments = createPayments({
    config,
    db,
    clock,
    jwtSecret: deps.jwtSecret,
    onError: (error) => log.error(error, 'payment provider work failed'),
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
    onError: (error) => log.error(error, 'billing work failed'),
  });
  const webhookSettings = webhookSettingsOf(config);
  const webhookSender = new WebhookSender({
    db,
    clock,
    email,
    settings: webhookSettings,
    publicUrl: config.publicUrl,
    log: log,
  });
  const estimates = new ArrivalEstimates({
    db,
    clock,
    events,
    messages,
    publicUrl: config.publicUrl,
    log: log,
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
    log: log,
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
    log: log,
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
  const commissions = new CommissionsService({
    db,
    clock,
    settings: config.sales,
    onError: (error) => log.error(error, 'commission report failed'),
  });

  return {
    tokens,
    auth,
    business,
    monitor,
    team,
    invitations,
    events,
    openTrips,
    payments,
    prepaid,
    billing,
    billingRun,
    webhookSettings,
    webhookSender,
    estimates,
    trips,
    adminTrips,
    hub,
    reviews,
    reports,
    demoSms,
    storage,
    branding,
    deliveryPhotos,
    commissions,
  };
}

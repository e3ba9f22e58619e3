import type { AppDeps } from './app';
import type { AppServices } from './app-services';
import { devToolsEnabled, roleName } from './config';
import type { App } from './http/types';
import { OffsetClock } from './lib/clock';
import { redisIsReady } from './lib/redis';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { ApiKeysService } from './modules/api-keys/api-keys.service';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { PaymentMethodsService } from './modules/billing/payment-methods.service';
import { paypalRoutes } from './modules/billing/paypal.routes';
import { PayPalCheckout } from './modules/billing/paypal-checkout.service';
import { PayPalEvents } from './modules/billing/paypal-events';
import { ProviderEvents } from './modules/billing/provider-events';
import { webhookRoutes } from './modules/billing/webhooks.routes';
import { brandingRoutes } from './modules/branding/branding.routes';
import { businessRoutes } from './modules/business/business.routes';
import { ApiDeliveriesService } from './modules/deliveries/api-deliveries.service';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { PendingDeliveriesService } from './modules/deliveries/pending-deliveries.service';
import { demoHistoryRoutes } from './modules/demo-history/demo-history.routes';
import { DemoHistoryService } from './modules/demo-history/demo-history.service';
import { demoSmsRoutes } from './modules/demo-sms/demo-sms.routes';
import { devClockRoutes } from './modules/dev/clock.routes';
import { devOutboxRoutes } from './modules/dev/outbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { monitorRoutes } from './modules/monitor/monitor.routes';
import { prepaidRoutes } from './modules/prepaid/prepaid.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { PanelService } from './modules/sales/panel.service';
import { salespeopleRoutes } from './modules/sales/salespeople.routes';
import { SalespeopleService } from './modules/sales/salespeople.service';
import { analyticsRoutes } from './modules/site/analytics.routes';
import { bookDemoRoutes } from './modules/site/book-demo.routes';
import { geoRoutes } from './modules/site/geo.routes';
import { teamRoutes } from './modules/team/team.routes';
import { customerPinRoutes } from './modules/trips/customer-pin.routes';
import { CustomerPinService } from './modules/trips/customer-pin.service';
import { deliveryPhotosRoutes } from './modules/trips/delivery-photos.routes';
import { realtimeRoutes } from './modules/trips/realtime.routes';
import { rememberedDestinationsRoutes } from './modules/trips/remembered-destinations.routes';
import { RememberedDestinations } from './modules/trips/remembered-destinations.service';
import { TripStreamService } from './modules/trips/trip-stream.service';
import { tripsRoutes } from './modules/trips/trips.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import { ExchangeRates } from './providers/exchange/exchange-rates';
import { GeoLocator } from './providers/geo/geo-locator';

// Every module's routes, registered by buildApp alone (one route table in every process role).

/** 'off' without Redis; 'down' when this process cannot reach it for counters or events. */
function redisState({ redis, bus }: Pick<AppDeps, 'redis' | 'bus'>): 'off' | 'up' | 'down' {
  const counters = redis ? (redisIsReady(redis) ? 'up' : 'down') : 'off';
  const events = bus.redisState();
  if (counters === 'off' && events === 'off') return 'off';
  return counters === 'down' || events === 'down' ? 'down' : 'up';
}

/** The API's routes, each module's with the services it calls. */
export async function registerRoutes(app: App, deps: AppDeps, services: AppServices): Promise<void> {
  const { config, db, clock, email } = deps;
  const {
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
    webhookSettings,
    webhookSender,
    estimates,
    trips,
    adminTrips,
    hub,
    reviews,
    reports,
    demoSms,
    branding,
    deliveryPhotos,
    commissions,
  } = services;
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
}

/** Routes for development and demos only: the outbox, the movable clock, demo history. */
export async function registerDevRoutes(app: App, deps: AppDeps, services: AppServices): Promise<void> {
  const { config, db, clock } = deps;
  const { tokens, billingRun } = services;
  if (devToolsEnabled(config)) {
    await app.register(devOutboxRoutes, { db, tokens });
    if (clock instanceof OffsetClock) await app.register(devClockRoutes, { clock, billingRun });
    await app.register(demoHistoryRoutes, { demoHistory: new DemoHistoryService({ db, clock }), tokens });
  }
}

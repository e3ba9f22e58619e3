import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { BillingSettings, ChatWidgetSettings, ErrorReportingSettings } from '../config';

/** What Stripe.js needs from the page (Stripe's CSP guide): its script, its frames, its API. */
const STRIPE_JS = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

export interface ThirdParties {
  errorReporting?: Pick<ErrorReportingSettings, 'dsn'> | undefined;
  chatWidget?: Pick<ChatWidgetSettings, 'scriptUrl'> | undefined;
}

/**
 * The pages' Content-Security-Policy: our own origin only, plus Stripe's when the deployment takes
 * cards with Stripe Elements (issue 12), and then only for the hosts Stripe.js uses; the error
 * reporting server's origin (where events are posted) and the chat widget's (its script and what
 * it calls) only when they are configured.
 */
export function contentSecurityDirectives(
  billing: Pick<BillingSettings, 'provider'>,
  thirdParties: ThirdParties = {},
) {
  const stripe = billing.provider === 'stripe';
  const reporting = thirdParties.errorReporting ? [new URL(thirdParties.errorReporting.dsn).origin] : [];
  const chat = thirdParties.chatWidget ? [new URL(thirdParties.chatWidget.scriptUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", ...(stripe ? STRIPE_JS.scriptSrc : []), ...chat],
    connectSrc: ["'self'", ...(stripe ? STRIPE_JS.connectSrc : []), ...reporting, ...chat],
    frameSrc: ["'self'", 'https:', ...(stripe ? STRIPE_JS.frameSrc : [])],
    upgradeInsecureRequests: null,
  };
}

/**
 * Helmet's security headers on every answer, with the policy above. The middleware is built once:
 * `@fastify/helmet` built it again for each
 * request, parsing the policy each time (visible in a profile of thousands of streams opening).
 */
export function registerSecurityHeaders(app: FastifyInstance, directives: ContentSecurityDirectives): void {
  const setHeaders = helmet({ contentSecurityPolicy: { directives } });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}

type ContentSecurityDirectives = ReturnType<typeof contentSecurityDirectives>;

import type { BillingSettings } from '../config';

/** What Stripe.js needs from the page (Stripe's CSP guide): its script, its frames, its API. */
const STRIPE_JS = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * The pages' Content-Security-Policy: our own origin only, plus Stripe's when the deployment takes
 * cards with Stripe Elements (issue 12), and then only for the hosts Stripe.js uses.
 */
export function contentSecurityDirectives(billing: Pick<BillingSettings, 'provider'>) {
  const stripe = billing.provider === 'stripe';
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", ...(stripe ? STRIPE_JS.scriptSrc : [])],
    connectSrc: ["'self'", ...(stripe ? STRIPE_JS.connectSrc : [])],
    frameSrc: ["'self'", 'https:', ...(stripe ? STRIPE_JS.frameSrc : [])],
    upgradeInsecureRequests: null,
  };
}

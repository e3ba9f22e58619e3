import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { BillingProvider } from './payments';
import { PayPalSubscriptions } from './paypal/paypal-subscriptions';
import { SandboxEvents } from './sandbox/sandbox-events';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { StripeProvider } from './stripe/stripe-provider';

/**
 * The sandbox signs its events like Stripe with a secret of its own, derived from the JWT secret
 * so every process of one deployment agrees on it without another setting.
 */
export function sandboxWebhookSecret(jwtSecret: string): string {
  return `whsec_${createHmac('sha256', jwtSecret).update('sandbox-webhooks').digest('base64url')}`;
}

export interface Payments {
  provider: BillingProvider;
  /** The secret our webhook route checks Stripe-style signatures with. */
  webhookSecret: string;
  sandbox: { provider: SandboxProvider; events: SandboxEvents } | null;
  /** PayPal subscriptions, offered beside the card provider when configured. */
  paypal: PayPalSubscriptions | null;
}

/** The payment provider billing's settings name: the sandbox by default (no keys, offline). */
export function createPayments(deps: {
  config: Pick<Config, 'billing'>;
  db: Db;
  clock: Clock;
  jwtSecret: string;
  onError: (error: unknown) => void;
}): Payments {
  const { stripe, paypal: paypalSettings } = deps.config.billing;
  const paypal = paypalSettings ? new PayPalSubscriptions(paypalSettings) : null;
  if (deps.config.billing.provider === 'stripe' && stripe) {
    return {
      provider: new StripeProvider(stripe),
      webhookSecret: stripe.webhookSecret,
      sandbox: null,
      paypal,
    };
  }
  const webhookSecret = sandboxWebhookSecret(deps.jwtSecret);
  const events = new SandboxEvents({
    db: deps.db,
    clock: deps.clock,
    secret: webhookSecret,
    onError: deps.onError,
  });
  const provider = new SandboxProvider({ db: deps.db, clock: deps.clock, events });
  return { provider, webhookSecret, sandbox: { provider, events }, paypal };
}

import type { ProviderSubscription } from '../payments';
import { PayPalClient, type PayPalSettings } from './paypal-client';
import {
  decimalOf,
  inTrial,
  type PayPalSubscription,
  PayPalSubscriptionSchema,
  statusOfPayPal,
} from './paypal-status';

export interface NewPayPalSubscription {
  /** Which price of ours: plan and market, e.g. `whatsapp:MX`. */
  price_key: string;
  /** Our business id, kept by PayPal as custom_id so the subscription can be told apart. */
  custom_id: string;
  brand_name: string;
  locale: string;
  return_url: string;
  cancel_url: string;
}

/** The headers PayPal signs an event with, as its verification call names them. */
export interface PayPalTransmission {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
}

const seconds = (iso: string | undefined, fallback: number) => {
  const ms = Date.parse(iso ?? '');
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : fallback;
};

/**
 * A PayPal subscription in the Stripe shape our books keep (payments.ts). PayPal keeps none of
 * our metadata but custom_id, so it comes from our own row. In the trial the period is the trial
 * (start to first billing); later it runs from the last payment to the next billing.
 */
export function presentPayPalSubscription(
  subscription: PayPalSubscription,
  metadata: Record<string, string>,
  now: Date,
): ProviderSubscription {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const status = statusOfPayPal(subscription, now);
  const billing = subscription.billing_info;
  const start = seconds(subscription.start_time ?? subscription.create_time, nowSeconds);
  const next = seconds(billing?.next_billing_time, start);
  const trial = status === 'trialing' && inTrial(subscription);
  const periodStart = trial ? start : seconds(billing?.last_payment?.time, start);
  return {
    id: subscription.id,
    customer: subscription.custom_id ?? '',
    status,
    trial_end: trial && billing?.next_billing_time ? next : null,
    current_period_start: Math.min(periodStart, next),
    current_period_end: next,
    canceled_at: status === 'canceled' ? seconds(subscription.status_update_time, nowSeconds) : null,
    latest_invoice: null,
    metadata,
  };
}

/**
 * PayPal subscriptions (issue 12), offered beside the card: PayPal's plans carry the price and the
 * 7-day free trial; we create the subscription, the admin approves it on PayPal, and our books
 * follow it through its events, each verified by PayPal's own verification call.
 */
export class PayPalSubscriptions {
  readonly client: PayPalClient;

  constructor(readonly settings: PayPalSettings) {
    this.client = new PayPalClient(settings);
  }

  /** Creates the subscription, waiting for the admin's approval; the page sends them to approve_url. */
  async create(input: NewPayPalSubscription, requestId: string) {
    const planId = this.settings.plans[input.price_key];
    if (!planId) throw new Error(`no PayPal plan for ${input.price_key}`);
    const created = PayPalSubscriptionSchema.parse(
      await this.client.request('POST', '/v1/billing/subscriptions', {
        requestId,
        body: {
          plan_id: planId,
          custom_id: input.custom_id,
          application_context: {
            brand_name: input.brand_name.slice(0, 127),
            locale: input.locale,
            shipping_preference: 'NO_SHIPPING',
            user_action: 'SUBSCRIBE_NOW',
            return_url: input.return_url,
            cancel_url: input.cancel_url,
          },
        },
      }),
    );
    const approve = created.links?.find((link) => link.rel === 'approve')?.href;
    if (!approve) throw new Error('PayPal answered without an approval link');
    return { subscription: created, approve_url: approve };
  }

  async retrieve(id: string): Promise<PayPalSubscription> {
    return PayPalSubscriptionSchema.parse(
      await this.client.request('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`),
    );
  }

  async cancel(id: string, reason: string): Promise<void> {
    await this.client.request('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, {
      body: { reason },
    });
  }

  /** Charges what the subscription owes now (the pay-now button, and extras added to the balance). */
  async captureOutstanding(
    id: string,
    amountMinor: number,
    currency: string,
    requestId: string,
    note: string,
  ) {
    await this.client.request('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/capture`, {
      requestId,
      body: {
        note,
        capture_type: 'OUTSTANDING_BALANCE',
        amount: { currency_code: currency, value: decimalOf(amountMinor) },
      },
    });
  }

  /** Sets what the subscription owes (extras go onto its outstanding balance, then are captured). */
  async setOutstandingBalance(id: string, amountMinor: number, currency: string) {
    await this.client.request('PATCH', `/v1/billing/subscriptions/${encodeURIComponent(id)}`, {
      body: [
        {
          op: 'replace',
          path: '/billing_info/outstanding_balance',
          value: { currency_code: currency, value: decimalOf(amountMinor) },
        },
      ],
    });
  }

  /** PayPal's own check that it sent this event to our webhook: true only for SUCCESS. */
  async verifyWebhook(transmission: PayPalTransmission, event: unknown): Promise<boolean> {
    const answer = await this.client.request<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      { body: { ...transmission, webhook_id: this.settings.webhookId, webhook_event: event } },
    );
    return answer.verification_status === 'SUCCESS';
  }
}

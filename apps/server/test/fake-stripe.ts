import { NO_ANSWER, type StandInReply, type StandInRequest, startStandInServer } from './stand-in-server';

export type StripeRequest = StandInRequest;

type StripeObject = Record<string, unknown> & { id: string };

/** Stripe's test payment methods (pm_card_…) and what they do. */
const TEST_METHODS: Record<string, { brand: string; last4: string; decline?: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: 'insufficient_funds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: 'generic_decline' },
};

const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );

/**
 * A stand-in for Stripe's API on loopback: it keeps every request (with its Idempotency-Key) and
 * answers the calls StripeProvider makes with objects in Stripe's shapes, from a small state of its
 * own. Tests move that state (`subscriptions`, `invoices`) as Stripe would, then post the events.
 */
export async function startFakeStripe(now: () => number) {
  const customers = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  let count = 0;
  const id = (prefix: string) => `${prefix}_${String(++count).padStart(14, '0')}`;
  const cardError = (decline: string) => ({
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        message:
          decline === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
      },
    },
  });

  const subscription = (form: Record<string, string>): StripeObject => {
    const start = now();
    const trialDays = Number(form.trial_period_days ?? 0);
    const end = trialDays > 0 ? start + trialDays * 86_400 : start + 30 * 86_400;
    return {
      id: id('sub'),
      object: 'subscription',
      customer: form.customer,
      status: trialDays > 0 ? 'trialing' : 'active',
      trial_end: trialDays > 0 ? end : null,
      start_date: start,
      canceled_at: null,
      latest_invoice: null,
      metadata: metadataOf(form),
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            price: { id: form['items[0][price]'] },
            current_period_start: start,
            current_period_end: end,
          },
        ],
      },
    };
  };

  const state: {
    down: boolean;
    /** Calls to paths starting so are carried out and never answered (the answer is lost). */
    silentOn: string | null;
    /** Calls to paths starting so fail with a 500 once Stripe began carrying them out. */
    failOn: string | null;
    /** When set, failOn fails only the calls naming this subscription. */
    failOnlyFor: string | null;
  } = { down: false, silentOn: null, failOn: null, failOnlyFor: null };
  const invoiceItems: StripeObject[] = [];
  /**
   * Like Stripe's API v1: the first answer to a POST with an Idempotency-Key, once the call began
   * to be carried out (a 500 included), is kept for 24 hours and given again to a call with the
   * same key and parameters; other parameters under the same key are refused.
   */
  const idempotent = new Map<string, { call: string; reply: StandInReply; at: number }>();
  const answerOnce = (request: StripeRequest): StandInReply | typeof NO_ANSWER => {
    // An outage answers before anything is carried out: nothing is kept under the key.
    if (state.down)
      return { status: 500, body: { error: { type: 'api_error', message: 'Stand-in outage' } } };
    const key = request.method === 'POST' ? String(request.headers['idempotency-key'] ?? '') : '';
    const call = `${request.method} ${request.path} ${request.raw}`;
    const kept = key ? idempotent.get(key) : undefined;
    const silent = state.silentOn !== null && request.path.startsWith(state.silentOn);
    if (kept && now() - kept.at < 86_400) {
      if (kept.call !== call)
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        };
      return silent ? NO_ANSWER : kept.reply;
    }
    const reply =
      state.failOn !== null &&
      request.path.startsWith(state.failOn) &&
      (state.failOnlyFor === null || request.form.subscription === state.failOnlyFor)
        ? { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } }
        : answer(request);
    if (key) idempotent.set(key, { call, reply, at: now() });
    return silent ? NO_ANSWER : reply;
  };
  const answer = (request: StripeRequest): StandInReply => {
    const { method, path, form } = request;
    const parts = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
    const [, resource, objectId, action] = parts;
    if (resource === 'customers' && method === 'POST' && !objectId) {
      const customer = { id: id('cus'), object: 'customer', name: form.name, metadata: metadataOf(form) };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === 'customers' && method === 'POST' && objectId) {
      return {
        status: 200,
        body: {
          ...customers.get(objectId),
          default_payment_method: form['invoice_settings[default_payment_method]'],
        },
      };
    }
    if (resource === 'payment_methods' && objectId && action === 'attach') {
      const card = TEST_METHODS[objectId];
      if (!card)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } },
        };
      if (card.decline) return cardError(card.decline);
      return {
        status: 200,
        body: {
          // Like Stripe, a test token (pm_card_visa) attached becomes a payment method of its own.
          id: id('pm'),
          object: 'payment_method',
          customer: form.customer,
          card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2040 },
        },
      };
    }
    if (resource === 'payment_methods' && action === 'detach')
      return { status: 200, body: { id: objectId, object: 'payment_method', customer: null } };
    if (resource === 'subscriptions' && method === 'POST' && !objectId) {
      const created = subscription(form);
      subscriptions.set(created.id, created);
      return { status: 200, body: created };
    }
    if (resource === 'subscriptions' && objectId) {
      const found = subscriptions.get(objectId);
      if (!found)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
        };
      if (method === 'DELETE') Object.assign(found, { status: 'canceled', canceled_at: now() });
      return { status: 200, body: found };
    }
    if (resource === 'invoiceitems' && method === 'POST') {
      const item = {
        id: id('ii'),
        object: 'invoiceitem',
        customer: form.customer,
        subscription: form.subscription,
        amount: Number(form.amount),
      };
      invoiceItems.push(item);
      return { status: 200, body: item };
    }
    if (resource === 'invoices' && objectId) {
      const found = invoices.get(objectId);
      if (!found)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such invoice' } },
        };
      return { status: 200, body: found };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `unknown call ${method} ${path}` } },
    };
  };

  const server = await startStandInServer(answerOnce);

  return {
    url: server.url,
    requests: server.requests,
    subscriptions,
    invoices,
    /** Every invoice item Stripe created: what the customer's next invoice carries. */
    invoiceItems,
    state,
    /** An invoice of `subscription` in Stripe's shape, as Stripe would have made it. */
    addInvoice(subscriptionId: string, fields: { amount: number; status: string; paid_at: number | null }) {
      const sub = subscriptions.get(subscriptionId) as StripeObject;
      const item = (sub.items as { data: { current_period_start: number; current_period_end: number }[] })
        .data[0];
      const invoice: StripeObject = {
        id: id('in'),
        object: 'invoice',
        customer: sub.customer,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: {} },
          quote_details: null,
        },
        billing_reason: 'subscription_cycle',
        period_start: item?.current_period_start,
        period_end: item?.current_period_end,
        amount_due: fields.amount,
        currency: 'mxn',
        status: fields.status,
        attempt_count: 1,
        next_payment_attempt: null,
        created: now(),
        status_transitions: { paid_at: fields.paid_at },
        lines: {
          object: 'list',
          data: [
            {
              id: id('il'),
              object: 'line_item',
              amount: fields.amount,
              quantity: 1,
              metadata: {},
              parent: { type: 'subscription_item_details' },
              period: { start: item?.current_period_start, end: item?.current_period_end },
            },
          ],
        },
      };
      invoices.set(invoice.id, invoice);
      return invoice;
    },
    /** Answers 500 to everything while down, as Stripe does in an outage. */
    setDown(down: boolean) {
      state.down = down;
    },
    close: server.close,
  };
}

import { NO_ANSWER, type StandInReply, type StandInRequest, startStandInServer } from './stand-in-server';

export type PayPalRequest = StandInRequest;

const DAY = 86_400;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const money = (minor: number, currency: string) => ({
  currency_code: currency,
  value: (minor / 100).toFixed(2),
});

/** A subscription as the stand-in keeps it, turned into PayPal's shape when it is read. */
interface FakeSubscription {
  id: string;
  plan_id: string;
  custom_id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  created: number;
  start: number | null;
  trialCompleted: boolean;
  regularCompleted: number;
  nextBilling: number | null;
  lastPayment: { minor: number; time: number } | null;
  failedPayments: number;
  outstandingMinor: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  statusUpdated: number;
}

/** The PayPal plan ids the tests configure (PAYPAL_PLANS), per message channel and market. */
export const TEST_PAYPAL_PLANS = {
  'whatsapp:MX': 'P-WMX',
  'sms:MX': 'P-SMX',
  'whatsapp:US': 'P-WUS',
  'sms:US': 'P-SUS',
  'whatsapp:international': 'P-WINT',
  'sms:international': 'P-SINT',
};

/**
 * A stand-in for PayPal's REST API on loopback: it keeps every request (with its PayPal-Request-Id)
 * and answers the calls PayPalSubscriptions makes in PayPal's shapes. Tests move its
 * subscriptions as PayPal would (approve, pay a cycle, fail a payment, suspend) and decide what
 * the webhook verification call answers.
 */
export async function startFakePayPal(
  now: () => number,
  prices: Record<string, { minor: number; currency: string }> = {},
) {
  const subscriptions = new Map<string, FakeSubscription>();
  const created = new Map<string, string>();
  const captures: { subscription: string; amount: string; requestId: string }[] = [];
  const capturedKeys = new Set<string>();
  let count = 0;
  const state = {
    verification: 'SUCCESS' as 'SUCCESS' | 'FAILURE',
    down: false,
    /** The next capture fails, as PayPal's outage in the middle of a run would. */
    failNextCapture: false,
    /** The next capture is made but never answered: its answer is lost on the way back. */
    silentNextCapture: false,
    url: '',
  };

  const present = (sub: FakeSubscription) => ({
    id: sub.id,
    plan_id: sub.plan_id,
    custom_id: sub.custom_id,
    status: sub.status,
    create_time: iso(sub.created),
    status_update_time: iso(sub.statusUpdated),
    ...(sub.start ? { start_time: iso(sub.start) } : {}),
    ...(sub.status === 'APPROVAL_PENDING'
      ? {}
      : {
          billing_info: {
            outstanding_balance: money(sub.outstandingMinor, sub.currency),
            cycle_executions: [
              {
                tenure_type: 'TRIAL',
                sequence: 1,
                cycles_completed: sub.trialCompleted ? 1 : 0,
                total_cycles: 1,
              },
              {
                tenure_type: 'REGULAR',
                sequence: 2,
                cycles_completed: sub.regularCompleted,
                total_cycles: 0,
              },
            ],
            ...(sub.lastPayment
              ? {
                  last_payment: {
                    amount: money(sub.lastPayment.minor, sub.currency),
                    time: iso(sub.lastPayment.time),
                  },
                }
              : {}),
            ...(sub.nextBilling ? { next_billing_time: iso(sub.nextBilling) } : {}),
            failed_payments_count: sub.failedPayments,
          },
        }),
    links: [
      { href: `${state.url}/checkoutnow?subscription_id=${sub.id}`, rel: 'approve', method: 'GET' },
      { href: `${state.url}/v1/billing/subscriptions/${sub.id}`, rel: 'self', method: 'GET' },
    ],
  });

  const priceOf = (planId: string) => prices[planId] ?? { minor: 29_900, currency: 'MXN' };

  const answer = (request: PayPalRequest): StandInReply | typeof NO_ANSWER => {
    const { method, raw } = request;
    const [path = '', query = ''] = request.path.split('?');
    const requestId = String(request.headers['paypal-request-id'] ?? '');
    if (state.down) return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
    if (method === 'POST' && path === '/v1/oauth2/token')
      return {
        status: 200,
        body: { access_token: 'A21AA-stand-in', token_type: 'Bearer', expires_in: 32_400 },
      };
    if (method === 'GET' && path === '/checkoutnow') {
      // The approval page: the payer approves, PayPal sends them back with the subscription's id.
      const id = new URLSearchParams(query).get('subscription_id') ?? '';
      const sub = subscriptions.get(id);
      if (!sub) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      fake.approve(id);
      const back = new URL(sub.returnUrl);
      back.searchParams.set('subscription_id', id);
      back.searchParams.set('ba_token', `BA-${id}`);
      return { status: 302, body: undefined, headers: { location: back.toString() } };
    }
    if (!String(request.headers.authorization ?? '').startsWith('Bearer '))
      return { status: 401, body: { error: 'invalid_token' } };
    const body = raw ? JSON.parse(raw) : {};
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return { status: 200, body: { verification_status: state.verification } };
    const match = /^\/v1\/billing\/subscriptions(?:\/([^/]+))?(?:\/(cancel|capture))?$/.exec(path);
    if (!match) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    const [, id, action] = match;
    if (!id && method === 'POST') {
      const existing = created.get(requestId);
      if (existing) return { status: 201, body: present(subscriptions.get(existing) as FakeSubscription) };
      const sub: FakeSubscription = {
        id: `I-${String(++count).padStart(12, '0')}`,
        plan_id: body.plan_id,
        custom_id: body.custom_id,
        status: 'APPROVAL_PENDING',
        created: now(),
        start: null,
        trialCompleted: false,
        regularCompleted: 0,
        nextBilling: null,
        lastPayment: null,
        failedPayments: 0,
        outstandingMinor: 0,
        currency: priceOf(body.plan_id).currency,
        returnUrl: body.application_context?.return_url,
        cancelUrl: body.application_context?.cancel_url,
        statusUpdated: now(),
      };
      subscriptions.set(sub.id, sub);
      if (requestId) created.set(requestId, sub.id);
      return { status: 201, body: present(sub) };
    }
    const sub = id ? subscriptions.get(decodeURIComponent(id)) : undefined;
    if (!sub) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    if (method === 'GET' && !action) return { status: 200, body: present(sub) };
    if (method === 'POST' && action === 'cancel') {
      sub.status = 'CANCELLED';
      sub.statusUpdated = now();
      return { status: 204, body: undefined };
    }
    if (method === 'PATCH' && !action) {
      for (const op of body as { op: string; path: string; value: { value: string } }[])
        if (op.path === '/billing_info/outstanding_balance')
          sub.outstandingMinor = Math.round(Number(op.value.value) * 100);
      return { status: 204, body: undefined };
    }
    if (method === 'POST' && action === 'capture' && state.failNextCapture) {
      state.failNextCapture = false;
      return { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } };
    }
    if (method === 'POST' && action === 'capture') {
      const silent = state.silentNextCapture;
      state.silentNextCapture = false;
      if (!capturedKeys.has(requestId)) {
        capturedKeys.add(requestId);
        captures.push({ subscription: sub.id, amount: body.amount?.value, requestId });
        const minor = Math.round(Number(body.amount?.value) * 100);
        sub.outstandingMinor = Math.max(0, sub.outstandingMinor - minor);
        if (sub.outstandingMinor === 0) sub.failedPayments = 0;
      }
      if (silent) return NO_ANSWER;
      return { status: 202, body: { id: `TX-${captures.length}`, status: 'COMPLETED' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  };

  const server = await startStandInServer(answer);
  state.url = server.url;
  const get = (id: string) => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id} at the stand-in`);
    return sub;
  };
  const fake = {
    ...server,
    state,
    subscriptions,
    captures,
    /** The payer approved: the plan's 7-day free trial starts now. */
    approve(id: string) {
      const sub = get(id);
      sub.status = 'ACTIVE';
      sub.start = now();
      sub.nextBilling = now() + 7 * DAY;
      sub.statusUpdated = now();
    },
    /** PayPal charged a cycle (the first after the trial, or a renewal): the next period starts. */
    payCycle(id: string) {
      const sub = get(id);
      const { minor } = priceOf(sub.plan_id);
      sub.trialCompleted = true;
      sub.regularCompleted += 1;
      sub.lastPayment = { minor, time: now() };
      sub.nextBilling = now() + 30 * DAY;
      sub.failedPayments = 0;
      return { minor, currency: sub.currency };
    },
    /** A cycle's charge failed: PayPal keeps it as an outstanding balance. */
    failPayment(id: string) {
      const sub = get(id);
      sub.trialCompleted = true;
      sub.failedPayments += 1;
      sub.outstandingMinor += priceOf(sub.plan_id).minor;
    },
    suspend(id: string) {
      const sub = get(id);
      sub.status = 'SUSPENDED';
      sub.statusUpdated = now();
    },
    /** The request a test looks for: the newest with this method and path. */
    lastRequest(method: string, path: string) {
      return server.requests.filter((each) => each.method === method && each.path === path).at(-1);
    },
  };
  return fake;
}

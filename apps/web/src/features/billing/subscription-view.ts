import {
  type Payment,
  type PrepaidBalance,
  SUBSCRIPTION_PLANS,
  type Subscription,
  type SubscriptionPlan,
  type SubscriptionView,
  TRIAL_NOTICE_DAYS,
} from '@rutaviva/domain';

/** What /my_subscription explains: the subscription's view, or `none` before the first one. */
export type BillingView = SubscriptionView | 'none';

export function billingViewOf(subscription: Subscription | null): BillingView {
  return subscription?.view ?? 'none';
}

/** The next things the admin can do from a view, most important first. */
export type NextAction =
  | 'pay_now'
  | 'update_card'
  | 'reactivate'
  | 'contact'
  | 'try_another_card'
  | 'choose_plan';

export type Tone = 'success' | 'brand' | 'danger' | 'warning' | 'muted' | 'trial';

interface ViewLook {
  tone: Tone;
  actions: readonly NextAction[];
  /** The subscription still runs, so it can be canceled and its plan switched. */
  manageable: boolean;
}

/** SPEC §4 "Subscription statuses": each view with its own look and next step. */
const LOOKS: Record<BillingView, ViewLook> = {
  trialing: { tone: 'brand', actions: [], manageable: true },
  active: { tone: 'success', actions: [], manageable: true },
  past_due: { tone: 'danger', actions: ['update_card', 'pay_now'], manageable: true },
  trial_expired: { tone: 'trial', actions: ['update_card', 'pay_now'], manageable: true },
  unpaid: { tone: 'danger', actions: ['contact', 'update_card', 'pay_now'], manageable: true },
  incomplete: { tone: 'warning', actions: ['try_another_card', 'pay_now'], manageable: true },
  incomplete_expired: { tone: 'muted', actions: ['try_another_card', 'reactivate'], manageable: false },
  canceled: { tone: 'muted', actions: ['reactivate'], manageable: false },
  none: { tone: 'muted', actions: ['choose_plan'], manageable: false },
};

export function lookOf(view: BillingView): ViewLook {
  return LOOKS[view];
}

/** Pay-now needs something overdue; the other actions are always offered in their views. */
export function nextActions(subscription: Subscription | null): NextAction[] {
  const actions = LOOKS[billingViewOf(subscription)].actions;
  // PayPal pays from the payer's PayPal account: no card of ours to change.
  // PayPal pays from the payer's PayPal account: no card of ours to change, and an approval never
  // given is started again from the plan choice.
  const paypal = subscription?.payment_type === 'paypal';
  return actions
    .map((action): NextAction => (paypal && action === 'try_another_card' ? 'choose_plan' : action))
    .filter(
      (action) =>
        (action !== 'pay_now' || subscription?.amount_due != null) && !(paypal && action === 'update_card'),
    );
}

/** The views whose explanation differs when PayPal, not a card, pays the subscription. */
const PAYPAL_EXPLAINED = [
  'trialing',
  'past_due',
  'trial_expired',
  'unpaid',
  'incomplete',
  'incomplete_expired',
] as const;
export type PayPalExplained = (typeof PAYPAL_EXPLAINED)[number];

export function paypalExplained(subscription: Subscription | null): PayPalExplained | null {
  if (subscription?.payment_type !== 'paypal') return null;
  return PAYPAL_EXPLAINED.find((view) => view === subscription.view) ?? null;
}

const DAY_SECONDS = 86_400;

/** Whole days left in the trial, rounded up: 1 while less than a day remains, 0 once it ended. */
export function trialDaysLeft(trialEnd: number, nowSeconds: number): number {
  return Math.max(0, Math.ceil((trialEnd - nowSeconds) / DAY_SECONDS));
}

/** Issue 12: the "trial ends in N days" notice, in the trial's last TRIAL_NOTICE_DAYS days. */
export function trialNoticeDays(subscription: Subscription | null, nowSeconds: number): number | null {
  if (subscription?.status !== 'trialing' || subscription.trial_end === null) return null;
  const days = trialDaysLeft(subscription.trial_end, nowSeconds);
  return days > 0 && days <= TRIAL_NOTICE_DAYS ? days : null;
}

/** The plan carried in a URL (?plan=sms from /buy_sub to /add_card), or null when absent or unknown. */
export function planFromQuery(value: string | null): SubscriptionPlan | null {
  return SUBSCRIPTION_PLANS.find((plan) => plan === value) ?? null;
}

/** The price the admin confirmed on /buy_sub, carried to /add_card: a whole number of minor units. */
export function priceFromQuery(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** The /add_card link that finishes a purchase: the chosen plan and the price confirmed for it. */
export function addCardSearch(plan: SubscriptionPlan, priceMinor: number): string {
  return `?${new URLSearchParams({ plan, price: String(priceMinor) }).toString()}`;
}

/** "08/29": a card's expiry as printed on it. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/**
 * A card subscription that runs paid but whose current period shows no successful charge yet:
 * the charge reaches our books through the provider's event a moment after the answer, so the
 * payments list asks again until it is there.
 */
export function awaitsCharge(subscription: Subscription | null, payments: readonly Payment[]): boolean {
  if (subscription?.status !== 'active' || subscription.payment_type !== 'card') return false;
  return !payments.some(
    (payment) => payment.status === 'succeeded' && payment.created >= subscription.current_period_start,
  );
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * Whether a subscription stands in the way of buying one: one that still runs does, but a PayPal
 * subscription whose approval was never given does not (the server lets a new one start).
 */
export function blocksPurchase(subscription: Subscription | null): boolean {
  if (!subscription) return false;
  if (subscription.payment_type === 'paypal' && subscription.status === 'incomplete') return false;
  return lookOf(subscription.view).manageable;
}

/**
 * Issue 13: a business paying by prepaid deliveries (wire transfer) reads its balance, not a
 * card subscription's status; its subscription's `active` says nothing for it.
 */
export function prepaidBalanceOf(
  subscription: Subscription | null,
  prepaid: PrepaidBalance | null,
): PrepaidBalance | null {
  if (prepaid === null) return null;
  return subscription === null || subscription.payment_type === 'wire_transfer' ? prepaid : null;
}

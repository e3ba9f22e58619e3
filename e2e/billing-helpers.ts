import type { SubscriptionPlan } from '@rutaviva/domain';
import type { AdminSession } from './admin-storage';
import { apiCall } from './api';

/** The sandbox provider's test cards (as Stripe's): their numbers as a person types them. */
export const TEST_CARDS = {
  good: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  declined: '4000 0000 0000 0002',
  /** Saved fine, but every charge fails. */
  failsLater: '4000 0000 0000 0341',
} as const;

/** Saves a card through the sandbox's stand-in for Stripe.js, then POST /api/payment_methods. */
export async function saveTestCard(baseUrl: string, admin: AdminSession, number: string = TEST_CARDS.good) {
  const { id } = await apiCall<{ id: string }>(
    baseUrl,
    'POST',
    '/api/sandbox/payment_methods',
    { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    admin.jwt_token,
  );
  await apiCall(baseUrl, 'POST', '/api/payment_methods', { payment_method_id: id }, admin.jwt_token);
}

/**
 * Onboarding's checkout as the admin does it, through the API: a card, then the plan at the
 * market's price, which starts the trial and moves onboarding on to its next step.
 */
export async function subscribeWithTestCard(
  baseUrl: string,
  admin: AdminSession,
  plan: SubscriptionPlan = 'whatsapp',
) {
  await saveTestCard(baseUrl, admin);
  const overview = await apiCall<{ data: { price: { monthly_price_minor: number } } }>(
    baseUrl,
    'GET',
    '/api/subscriptions',
    undefined,
    admin.jwt_token,
  );
  await apiCall(
    baseUrl,
    'POST',
    '/api/subscriptions',
    { plan, confirmed_price_minor: overview.data.price.monthly_price_minor },
    admin.jwt_token,
  );
}

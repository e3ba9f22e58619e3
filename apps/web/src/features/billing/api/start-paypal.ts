import { PayPalApprovalSchema, type StartSubscriptionInput } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';

/**
 * POST /api/paypal/subscriptions {plan, confirmed_price_minor} → 201 {approve_url}, where the admin
 * approves the subscription on PayPal; 409 price_changed, subscription_exists, paypal_unavailable.
 */
async function startPayPal(input: StartSubscriptionInput) {
  return parseResponse(PayPalApprovalSchema, await api.post('/api/paypal/subscriptions', input)).data;
}

export function useStartPayPal() {
  return useApiMutation(startPayPal, billingWrite);
}

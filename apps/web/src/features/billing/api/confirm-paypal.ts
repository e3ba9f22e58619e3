import { SubscriptionOverviewSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';

/**
 * POST /api/paypal/subscriptions/confirm {subscription_id} → the overview, once PayPal sent the
 * admin back approved; 409 paypal_not_approved when PayPal has no approval, 404 when not theirs.
 */
async function confirmPayPal(subscriptionId: string) {
  return parseResponse(
    SubscriptionOverviewSchema,
    await api.post('/api/paypal/subscriptions/confirm', { subscription_id: subscriptionId }),
  ).data;
}

export function useConfirmPayPal() {
  return useApiMutation(confirmPayPal, billingWrite);
}

import { type StartSubscriptionInput, SubscriptionOverviewSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';

/**
 * POST /api/subscriptions {plan, confirmed_price_minor} → 201 the overview: the trial the first
 * time, a charge at once later; 409 card_required, price_changed, subscription_exists; 402 a decline.
 */
async function startSubscription(input: StartSubscriptionInput) {
  return parseResponse(SubscriptionOverviewSchema, await api.post('/api/subscriptions', input)).data;
}

export function useStartSubscription() {
  return useApiMutation(startSubscription, billingWrite);
}

import { SubscriptionOverviewSchema, type UpdateSubscriptionInput } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';

/** PATCH /api/subscriptions {action: 'cancel' | 'end_trial'} or {plan} → the overview; 402 a decline. */
async function updateSubscription(input: UpdateSubscriptionInput) {
  return parseResponse(SubscriptionOverviewSchema, await api.patch('/api/subscriptions', input)).data;
}

export function useUpdateSubscription() {
  return useApiMutation(updateSubscription, billingWrite);
}

import { SubscriptionOverviewSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';

/** POST /api/invoices {subscription_id} → pays every overdue invoice on the default card; 402 a decline. */
async function payOverdue(subscriptionId: string) {
  return parseResponse(
    SubscriptionOverviewSchema,
    await api.post('/api/invoices', { subscription_id: subscriptionId }),
  ).data;
}

export function usePayOverdue() {
  return useApiMutation(payOverdue, billingWrite);
}

import { SubscriptionOverviewSchema } from '@rutaviva/domain';
import { useBusinessResource } from '../../../lib/api-hooks';
import { billingKeys } from './billing-keys';

/** GET /api/subscriptions → the subscription (or null), the market's price, usage and standing. */
export function useSubscriptionOverview(businessId: string | null) {
  return useBusinessResource(
    billingKeys.overview(businessId),
    '/api/subscriptions',
    SubscriptionOverviewSchema,
    businessId,
  );
}

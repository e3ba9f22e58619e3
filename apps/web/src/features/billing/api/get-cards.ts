import { CardListSchema } from '@rutaviva/domain';
import { useBusinessResource } from '../../../lib/api-hooks';
import { billingKeys } from './billing-keys';

/** GET /api/payment_methods → the saved cards, the default one marked. */
export function useCards(businessId: string | null) {
  return useBusinessResource(
    billingKeys.cards(businessId),
    '/api/payment_methods',
    CardListSchema,
    businessId,
  );
}

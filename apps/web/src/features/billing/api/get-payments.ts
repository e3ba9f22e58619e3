import { PaymentListSchema } from '@rutaviva/domain';
import { useBusinessResource } from '../../../lib/api-hooks';
import { billingKeys } from './billing-keys';

/** GET /api/charges → every attempt to take money, newest first, failed ones included. */
export function usePayments(businessId: string | null) {
  return useBusinessResource(billingKeys.payments(businessId), '/api/charges', PaymentListSchema, businessId);
}

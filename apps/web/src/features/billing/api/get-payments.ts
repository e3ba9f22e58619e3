import { PaymentListSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { billingKeys } from './billing-keys';

/** How often the list is asked for again while a charge is on its way. */
const POLL_MS = 2_000;

/**
 * GET /api/charges → every attempt to take money, newest first, failed ones included; asked for
 * again every 2 s while `poll` (a charge the provider has made but our books do not show yet).
 */
export function usePayments(businessId: string | null, poll: boolean) {
  return useQuery({
    queryKey: billingKeys.payments(businessId),
    queryFn: async ({ signal }) =>
      parseResponse(
        PaymentListSchema,
        await api.get('/api/charges', { query: { business_id: businessId ?? '' }, signal }),
      ),
    enabled: businessId !== null,
    refetchInterval: poll ? POLL_MS : false,
  });
}

import { PrepaidAccountSchema, type TopUpPrepaidInput } from '@rutaviva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';
import { SALES_QUERY_ROOT } from '../../../lib/salesperson-session';

/** PATCH /api/prepaid_subscriptions → the balance after the top-up (which also unfreezes). */
async function topUpPrepaid(input: TopUpPrepaidInput) {
  return parseResponse(PrepaidAccountSchema, await salesApi.patch('/api/prepaid_subscriptions', input)).data;
}

export function useTopUpPrepaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: topUpPrepaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SALES_QUERY_ROOT] }),
  });
}

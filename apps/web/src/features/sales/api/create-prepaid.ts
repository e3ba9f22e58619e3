import { type CreatePrepaidInput, PrepaidAccountSchema } from '@rutaviva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';
import { SALES_QUERY_ROOT } from '../../../lib/salesperson-session';

/** POST /api/prepaid_subscriptions → the new balance; 409 amount_changed carries the new pack. */
async function createPrepaid(input: CreatePrepaidInput) {
  return parseResponse(PrepaidAccountSchema, await salesApi.post('/api/prepaid_subscriptions', input)).data;
}

export function useCreatePrepaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrepaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SALES_QUERY_ROOT] }),
  });
}

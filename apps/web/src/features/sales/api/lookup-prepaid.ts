import { PrepaidAccountSchema } from '@rutaviva/domain';
import { useMutation } from '@tanstack/react-query';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';

export interface PrepaidLookup {
  email: string;
  salesperson_password: string;
}

/**
 * GET /api/prepaid_subscriptions?email=&salesperson_password= → one of the salesperson's
 * businesses, its balance and its pack price. A mutation, not a query: it runs when the form is
 * sent, with a password that is never kept in a cache key.
 */
async function lookupPrepaid(input: PrepaidLookup) {
  return parseResponse(
    PrepaidAccountSchema,
    await salesApi.get('/api/prepaid_subscriptions', { query: { ...input } }),
  ).data;
}

export function useLookupPrepaid() {
  return useMutation({ mutationFn: lookupPrepaid });
}

import { SalespersonAnswerSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';
import { salesKeys } from './sales-keys';

/** GET /api/salesperson/me → who is signed in, with their referral link. */
export function useSalesperson(enabled: boolean) {
  return useQuery({
    queryKey: salesKeys.me,
    queryFn: async ({ signal }) =>
      parseResponse(SalespersonAnswerSchema, await salesApi.get('/api/salesperson/me', { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

import { ExchangeRateSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';
import { salesKeys } from './sales-keys';

/** GET /api/exchange_rate/pair/:from/:to (no session needed) → the rate, its date and source. */
export function useExchangeRate(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: salesKeys.exchangeRate(from, to),
    queryFn: async ({ signal }) =>
      parseResponse(
        ExchangeRateSchema,
        await salesApi.get(`/api/exchange_rate/pair/${encodeURIComponent(from)}/${encodeURIComponent(to)}`, {
          signal,
        }),
      ).data,
    staleTime: 60 * 60_000,
    enabled,
  });
}

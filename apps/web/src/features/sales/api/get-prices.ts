import { PriceListSchema, type PricingMarket } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';
import { defaultPrice } from '../calculator-view';
import { salesKeys } from './sales-keys';

/**
 * GET /api/prices (no session needed): each market's prices with the deployment's settings (an
 * operator may price extras at 1.50 MXN). SPEC §9's prices stand in until they arrive.
 */
export function useMarketPrice(market: PricingMarket) {
  const prices = useQuery({
    queryKey: salesKeys.prices,
    queryFn: async ({ signal }) =>
      parseResponse(PriceListSchema, await salesApi.get('/api/prices', { signal })).data.markets,
    staleTime: 60 * 60_000,
  });
  return prices.data?.find((price) => price.market === market) ?? defaultPrice(market);
}

import { PanelSchema } from '@rutaviva/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';
import type { PanelFilters } from '../panel-filters';
import { salesKeys } from './sales-keys';

/** GET /api/panel with the filters as its query → the salesperson's businesses and totals. */
export function usePanel(filters: PanelFilters) {
  return useQuery({
    queryKey: salesKeys.panel(filters),
    queryFn: async ({ signal }) =>
      parseResponse(PanelSchema, await salesApi.get('/api/panel', { query: { ...filters }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

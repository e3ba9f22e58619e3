import { SALES_QUERY_ROOT } from '../../../lib/salesperson-session';

/** Query keys of the salesperson's data, all under one root that the sign-out forgets. */
export const salesKeys = {
  me: [SALES_QUERY_ROOT, 'me'] as const,
  panel: (filters: object) => [SALES_QUERY_ROOT, 'panel', filters] as const,
  commissions: (requestId: string | null) => [SALES_QUERY_ROOT, 'commissions', requestId] as const,
  exchangeRate: (from: string, to: string) => ['exchange-rate', from, to] as const,
  prices: ['prices'] as const,
};

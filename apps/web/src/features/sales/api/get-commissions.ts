import { CommissionsAnswerSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';
import { salesKeys } from './sales-keys';

/** How often the page asks whether the background job has finished. */
export const COMMISSIONS_POLL_MS = 1_500;

/**
 * GET /api/commissions: the first call starts the background job and answers its
 * `my_request_id`; the page then asks with it every 1.5 s until `is_ready` brings the report.
 * `restart` asks for a fresh computation.
 */
export function useCommissions() {
  const [requestId, setRequestId] = useState<string | null>(null);
  const query = useQuery({
    queryKey: salesKeys.commissions(requestId),
    queryFn: async ({ signal }) => {
      const answer = parseResponse(
        CommissionsAnswerSchema,
        await salesApi.get('/api/commissions', {
          query: requestId ? { my_request_id: requestId } : {},
          signal,
        }),
      ).data;
      if (!requestId) setRequestId(answer.my_request_id);
      return answer;
    },
    refetchInterval: (current) =>
      current.state.data && !current.state.data.is_ready && requestId ? COMMISSIONS_POLL_MS : false,
    staleTime: Number.POSITIVE_INFINITY,
    // A report is asked for afresh on each visit: an old request id may be gone from the server.
    gcTime: 0,
    retry: 1,
  });
  return { ...query, restart: () => setRequestId(null), requestId };
}

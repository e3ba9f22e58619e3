import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET /api/dev/outbox answers only in development and test (404 in production), as /dev/outbox
 * shows: the page uses it to tell whether a sample really leaves or lands in the outbox.
 */
async function hasDevOutbox(signal: AbortSignal): Promise<boolean> {
  try {
    await api.get('/api/dev/outbox', { query: { channel: 'sms' }, signal });
    return true;
  } catch {
    return false;
  }
}

export function useHasDevOutbox() {
  return useQuery({
    queryKey: ['dev-outbox-available'],
    queryFn: ({ signal }) => hasDevOutbox(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

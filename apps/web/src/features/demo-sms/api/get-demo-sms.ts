import { type DemoSmsStatus, DemoSmsStatusSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

export type { DemoSmsStatus };

export const demoSmsKey = ['demo-sms'] as const;

/** GET /api/demo_sms → where the sample goes, by which channel, and this hour's sends. */
async function getDemoSms(signal: AbortSignal): Promise<DemoSmsStatus> {
  return parseResponse(DemoSmsStatusSchema, await api.get('/api/demo_sms', { signal }));
}

export function useDemoSms() {
  return useQuery({ queryKey: demoSmsKey, queryFn: ({ signal }) => getDemoSms(signal) });
}

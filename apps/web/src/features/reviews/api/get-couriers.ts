import { type Courier, CourierSchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';

const AnswerSchema = z.object({ data: z.array(CourierSchema) });

/** GET /api/team?branch_id=… → the couriers to filter by, inactive ones too (their reviews stay). */
async function getCouriers(branchId: string | null, signal: AbortSignal): Promise<Courier[]> {
  const payload = await api.get('/api/team', { query: { branch_id: branchId }, signal });
  return parseResponse(AnswerSchema, payload).data;
}

/** `branchId` null means every branch. The list changes rarely, so it is kept for a few minutes. */
export function useFilterCouriers(branchId: string | null) {
  return useQuery({
    queryKey: ['review-filter-couriers', branchId ?? 'all'],
    queryFn: ({ signal }) => getCouriers(branchId, signal),
    staleTime: 5 * 60_000,
  });
}

import { type Courier, CourierSchema } from '@rutaviva/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from './api';

const AnswerSchema = z.object({ data: z.array(CourierSchema) });

/** Every courier list (team page, report and review filters); creating or editing a courier invalidates them all. */
export const couriersKey = ['team'] as const;
export const couriersOfBranchKey = (branchId: string | null) => [...couriersKey, branchId ?? 'all'] as const;

/** GET /api/team?branch_id=… → the business's couriers, active first, then by name. */
async function getCouriers(branchId: string | null, signal: AbortSignal): Promise<Courier[]> {
  const payload = await api.get('/api/team', { query: { branch_id: branchId }, signal });
  return parseResponse(AnswerSchema, payload).data;
}

/** `branchId` null means every branch. The previous list stays on screen while a new filter loads. */
export function useCouriers(branchId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: couriersOfBranchKey(branchId),
    queryFn: ({ signal }) => getCouriers(branchId, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

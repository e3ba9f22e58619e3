import { type Courier, CourierSchema } from '@rutaviva/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';
import { reportsKey } from './get-trip-report';

const AnswerSchema = z.object({ data: z.array(CourierSchema) });

/** GET /api/team?branch_id=… → the couriers of the courier filter, inactive ones included (their trips count). */
async function getReportCouriers(branchId: string | null, signal: AbortSignal): Promise<Courier[]> {
  const payload = await api.get('/api/team', { query: { branch_id: branchId }, signal });
  return parseResponse(AnswerSchema, payload).data;
}

export function useReportCouriers(branchId: string | null) {
  return useQuery({
    queryKey: [...reportsKey, 'couriers', branchId ?? 'all'],
    queryFn: ({ signal }) => getReportCouriers(branchId, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

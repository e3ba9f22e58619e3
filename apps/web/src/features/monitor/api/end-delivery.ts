import { type AdminTrip, AdminTripSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';

export type EndedTrip = AdminTrip;

interface EndRequest {
  generatedTripId: string;
  note: string;
}

/**
 * POST /api/trips/{generated_trip_id}/admin_end { note? } → the ended trip, marked as ended by
 * this admin; 404 for another business's trip, 409 `trip_ended` when it had already ended.
 */
async function endDelivery({ generatedTripId, note }: EndRequest): Promise<EndedTrip> {
  const trimmed = note.trim();
  const payload = await api.post(
    `/api/trips/${encodeURIComponent(generatedTripId)}/admin_end`,
    trimmed ? { note: trimmed } : {},
  );
  return parseResponse(AdminTripSchema, payload);
}

/** The reports feature's query keys start with this (features do not import each other). */
const REPORTS_KEY = ['reports'];

/** Ending a delivery changes what the reports count, so their cached pages are read again. */
export function useEndDelivery() {
  return useApiMutation(endDelivery, { refetchAfter: REPORTS_KEY });
}

import type { TripReport } from '@rutaviva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';
import { tripReportsKey } from './get-trip-report';

const AnswerSchema = z.object({
  trip_id: z.string(),
  generated_trip_id: z.string(),
  admin_notes: z.string().nullable(),
});

interface NotesUpdate {
  generatedTripId: string;
  adminNotes: string;
}

/** PATCH /api/trips/{generated_trip_id} { trip: { admin_notes } } → the saved notes (trimmed). */
async function updateAdminNotes({ generatedTripId, adminNotes }: NotesUpdate) {
  const payload = await api.patch(`/api/trips/${encodeURIComponent(generatedTripId)}`, {
    trip: { admin_notes: adminNotes },
  });
  return parseResponse(AnswerSchema, payload);
}

const withNotes = (id: string, notes: string | null) => (report: TripReport | undefined) =>
  report && {
    ...report,
    trips: report.trips.map((trip) =>
      trip.generated_trip_id === id ? { ...trip, admin_notes: notes } : trip,
    ),
  };

/**
 * Optimistic: every cached page that shows the trip shows the new notes at once; a failure puts
 * back that trip's old notes only (another edit saved meanwhile stays). Nothing is refetched on
 * success, since the answer carries the saved text.
 */
export function useUpdateAdminNotes() {
  const queryClient = useQueryClient();
  const patchTrips = (id: string, notes: string | null) =>
    queryClient.setQueriesData<TripReport>({ queryKey: tripReportsKey }, withNotes(id, notes));
  return useMutation({
    mutationFn: updateAdminNotes,
    // No cancelQueries: it would also stop a filter change loading meanwhile. A page that lands
    // before the save is patched again by onSuccess.
    onMutate: ({ generatedTripId, adminNotes }) => {
      const previous = queryClient
        .getQueriesData<TripReport>({ queryKey: tripReportsKey })
        .flatMap(([, report]) => report?.trips ?? [])
        .find((trip) => trip.generated_trip_id === generatedTripId)?.admin_notes;
      patchTrips(generatedTripId, adminNotes.trim() || null);
      return { previous: previous ?? null };
    },
    onError: (_error, { generatedTripId }, context) => patchTrips(generatedTripId, context?.previous ?? null),
    onSuccess: (saved) => patchTrips(saved.generated_trip_id, saved.admin_notes || null),
  });
}

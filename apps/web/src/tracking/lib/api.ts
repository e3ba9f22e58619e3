import { type PublicTrip, PublicTripSchema } from '@rutaviva/domain';
import { ApiError, apiFetch, apiJson } from '../../lib/api-client';

export type TripResult = { kind: 'found'; trip: PublicTrip } | { kind: 'not_found' } | { kind: 'failed' };

const tripPath = (generatedTripId: string) => `/api/trips/${encodeURIComponent(generatedTripId)}`;

export const streamUrl = (generatedTripId: string) => `${tripPath(generatedTripId)}/stream`;

export async function fetchTrip(generatedTripId: string): Promise<TripResult> {
  try {
    // An answer that is not a public trip is a failed load, as a network error is.
    const parsed = PublicTripSchema.safeParse(await apiJson('GET', tripPath(generatedTripId)));
    return parsed.success ? { kind: 'found', trip: parsed.data } : { kind: 'failed' };
  } catch (error) {
    return { kind: error instanceof ApiError && error.status === 404 ? 'not_found' : 'failed' };
  }
}

export interface Review {
  rating: 1 | 2 | 3;
  selected: string[];
  remarks?: string;
  improvement?: string;
}

export type ReviewResult = 'saved' | 'already_reviewed' | 'failed';

/** PATCH /api/trips/{id} { trip: review } (API.md): 409 already_reviewed for a second review. */
export async function sendReview(generatedTripId: string, review: Review): Promise<ReviewResult> {
  try {
    await apiFetch('PATCH', tripPath(generatedTripId), { body: { trip: review } });
    return 'saved';
  } catch (error) {
    const again = error instanceof ApiError && error.status === 409 && error.code === 'already_reviewed';
    return again ? 'already_reviewed' : 'failed';
  }
}

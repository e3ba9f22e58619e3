import type { PublicTrip } from './trip';

export type TripResult = { kind: 'found'; trip: PublicTrip } | { kind: 'not_found' } | { kind: 'failed' };

const tripPath = (generatedTripId: string) => `/api/trips/${encodeURIComponent(generatedTripId)}`;

export const streamUrl = (generatedTripId: string) => `${tripPath(generatedTripId)}/stream`;

export async function fetchTrip(generatedTripId: string): Promise<TripResult> {
  try {
    const response = await fetch(tripPath(generatedTripId), { headers: { Accept: 'application/json' } });
    if (response.status === 404) return { kind: 'not_found' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'found', trip: (await response.json()) as PublicTrip };
  } catch {
    return { kind: 'failed' };
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
    const response = await fetch(tripPath(generatedTripId), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ trip: review }),
    });
    if (response.ok) return 'saved';
    if (response.status === 409) {
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (body?.error?.code === 'already_reviewed') return 'already_reviewed';
    }
    return 'failed';
  } catch {
    return 'failed';
  }
}

import type { TripPoint } from '@rutaviva/domain';
import { lazy, Suspense } from 'react';
import { useTripExtras } from '../lib/trip-extras';

/** The card, its map and Leaflet come in their own chunk, only for a delivery with a destination. */
const DestinationCard = lazy(() => import('./destination-card'));

/** Issue 15: where an open delivery goes, once the phone knows; nothing at all without a destination. */
export function TripDestination({
  generatedTripId,
  position,
}: {
  generatedTripId: string;
  position: TripPoint | null;
}) {
  const { destination, estimate } = useTripExtras(generatedTripId);
  if (!destination) return null;
  return (
    <Suspense fallback={<section className="c-card c-dest c-dest--loading" aria-busy="true" />}>
      <DestinationCard destination={destination} estimate={estimate} position={position} />
    </Suspense>
  );
}

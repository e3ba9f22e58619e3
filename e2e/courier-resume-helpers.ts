import { greatCircleKm } from '@rutaviva/domain';
import { inject } from 'vitest';
import { apiCall, type CourierAccount, type LatLng, sendPoints, startTrip } from './courier-helpers';

const baseUrl = () => inject('baseUrl');

/** Starts a delivery as another phone would: through the API with the courier's token. */
export const startTripThroughApi = (account: CourierAccount, phone: string) =>
  startTrip(baseUrl(), account.courierToken, phone);

/** Points 10 s apart, the last `secondsAgo` seconds ago, as the other phone sent them. */
export function postPoints(account: CourierAccount, tripId: string, points: LatLng[], secondsAgo: number) {
  const last = Math.floor(Date.now() / 1000) - secondsAgo;
  return sendPoints(
    baseUrl(),
    account.courierToken,
    tripId,
    points.map((point, index) => ({
      lat: point.latitude,
      lng: point.longitude,
      timestamp: last - (points.length - 1 - index) * 10,
    })),
  );
}

/** The server's open deliveries of the courier, newest first. */
export async function openTripIds(account: CourierAccount): Promise<string[]> {
  const open = await apiCall<{ data: { generated_trip_id: string }[] }>(
    baseUrl(),
    'GET',
    '/api/courier/open_trips',
    undefined,
    account.courierToken,
  );
  return open.data.map((trip) => trip.generated_trip_id);
}

interface SavedTrip {
  trip_id: string;
  valid: boolean;
  arrived_time: number | null;
  end_time: number | null;
  point_count: number;
  ended_by_role: string | null;
}

/** The courier's trip as the server keeps it, once it has ended. */
export async function endedTrip(account: CourierAccount, tripId: string): Promise<SavedTrip> {
  const { data } = await apiCall<{ data: SavedTrip[] }>(
    baseUrl(),
    'GET',
    '/api/courier/trips',
    undefined,
    account.courierToken,
  );
  const trip = data.find((each) => each.trip_id === tripId);
  if (!trip?.end_time) throw new Error(`trip ${tripId} has not ended: ${JSON.stringify(trip)}`);
  return trip;
}

/** The stored route of a live trip, and its running distance beside the route measured again. */
export async function storedTrack(generatedTripId: string) {
  const trip = await apiCall<{
    trip_id: string;
    distance_km: number;
    all_coordinates: { lat: number; lng: number }[];
    coordinates_timestamps: number[];
  }>(baseUrl(), 'GET', `/api/trips/${generatedTripId}`);
  let measuredKm = 0;
  trip.all_coordinates.forEach((point, index) => {
    const before = trip.all_coordinates[index - 1];
    if (before) measuredKm += greatCircleKm(before, point);
  });
  return {
    points: trip.all_coordinates,
    timestamps: trip.coordinates_timestamps,
    distanceKm: trip.distance_km,
    measuredKm,
  };
}

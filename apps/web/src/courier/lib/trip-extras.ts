import type { CourierTrip, Destination, Estimate, TripPoint } from '@rutaviva/domain';
import { useSyncExternalStore } from 'react';
import { courierApi } from './api';
import { localStore } from './local-store';
import type { SyncApi } from './sync';

/**
 * Issue 15: what the courier app knows of where each open delivery goes and when it should
 * arrive. Learnt from the start (a confirmed remembered destination), from every answer to a
 * batch of points and from the server's list of open deliveries; kept on the phone, so offline
 * the last known destination stays on screen; let go once the delivery is no longer open here.
 */
export interface TripExtras {
  destination: Destination | null;
  estimate: Estimate | null;
}

type ExtrasById = Record<string, TripExtras>;

const KEY = 'courier_trip_extras';
const NONE: TripExtras = { destination: null, estimate: null };

function read(): ExtrasById {
  try {
    const parsed: unknown = JSON.parse(localStore.get(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ExtrasById) : {};
  } catch {
    return {};
  }
}

let cache: { raw: string | null; value: ExtrasById } = { raw: null, value: {} };

/** The stored map, parsed once per change so React sees the same object between changes. */
function current(): ExtrasById {
  const raw = localStore.get(KEY);
  if (raw !== cache.raw) cache = { raw, value: read() };
  return cache.value;
}

function write(next: ExtrasById): void {
  localStore.set(KEY, Object.keys(next).length > 0 ? JSON.stringify(next) : null);
}

/** The deliveries open on this phone when last told (keepOnly); null before the app has said. */
let openHere: ReadonlySet<string> | null = null;

const same = (a: TripExtras | undefined, b: TripExtras) => JSON.stringify(a ?? NONE) === JSON.stringify(b);

export const tripExtras = {
  get(generatedTripId: string): TripExtras {
    return current()[generatedTripId] ?? NONE;
  },

  learn(generatedTripId: string, extras: TripExtras): void {
    const all = current();
    if (same(all[generatedTripId], extras)) return;
    write({ ...all, [generatedTripId]: { destination: extras.destination, estimate: extras.estimate } });
  },

  /** The server's open deliveries carry each one's destination and estimate. */
  learnOpen(trips: readonly Pick<CourierTrip, 'generated_trip_id' | 'destination' | 'estimate'>[]): void {
    for (const trip of trips) tripExtras.learn(trip.generated_trip_id, trip);
  },

  /** Forgets every delivery but `openIds`: an ended delivery's destination goes with its route. */
  keepOnly(openIds: readonly string[]): void {
    openHere = new Set(openIds);
    const all = current();
    const kept = Object.fromEntries(Object.entries(all).filter(([id]) => openIds.includes(id)));
    if (Object.keys(kept).length !== Object.keys(all).length) write(kept);
  },
};

/** The destination and estimate of a delivery, re-read whenever the phone learns more. */
export function useTripExtras(generatedTripId: string): TripExtras {
  return useSyncExternalStore(localStore.subscribe, () => tripExtras.get(generatedTripId));
}

/** The queue's calls: as the courier API, and each batch's answer tells where the delivery goes. */
export const learningSyncApi: SyncApi = {
  arrive: courierApi.arrive,
  end: courierApi.end,
  sendPhoto: courierApi.sendPhoto,
  async sendPoints(generatedTripId: string, points: TripPoint[]) {
    const answer = await courierApi.sendPoints(generatedTripId, points);
    // A batch answered after the delivery ended here must not bring its destination back.
    if (!openHere || openHere.has(generatedTripId)) tripExtras.learn(generatedTripId, answer);
    return answer;
  },
};

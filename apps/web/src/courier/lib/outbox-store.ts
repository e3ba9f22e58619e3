import type { EndedByRole, TripPoint } from '@rutaviva/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEntry, OutboxItem } from './sync';

/** A delivery this phone follows (under way, or just ended), kept so a reload resumes it. */
export interface TripRecord {
  courier_id: string;
  trip_id: string;
  generated_trip_id: string;
  tracking_url: string;
  customer_phone_number: string;
  /** Unix seconds on this phone (or the server's start when resumed from it). */
  started_at: number;
  arrived_at: number | null;
  ended_at: number | null;
  last_point: TripPoint | null;
  point_count: number;
  distance_km: number;
  /** Issue 15: a proof-of-delivery photo was taken at the stop (it may still wait in the queue). */
  photo?: boolean;
  /** Set when the server said it ended elsewhere: an admin, or this courier on another phone. */
  ended_elsewhere?: { role: EndedByRole | null; name: string | null };
}

/** Every delivery this phone follows, and the one on screen (null: the home screen). */
export interface PhoneTrips {
  trips: TripRecord[];
  current: string | null;
}

export const NO_TRIPS: PhoneTrips = { trips: [], current: null };

/** Where the queue and the phone's trips live: IndexedDB, or memory when the browser has none. */
export interface OutboxStore {
  readonly persistent: boolean;
  loadTrips(): Promise<PhoneTrips>;
  saveTrips(trips: PhoneTrips): Promise<void>;
  /** Queues entries and saves the trips they changed, all or nothing. */
  enqueue(entries: OutboxEntry[], trips: PhoneTrips): Promise<void>;
  head(limit: number): Promise<OutboxItem[]>;
  remove(ids: readonly number[]): Promise<void>;
  /** Removes what is queued for a trip: only its points, or everything. */
  removeTrip(trip: string, kind?: OutboxEntry['kind']): Promise<void>;
  counts(): Promise<{ points: number; total: number }>;
  /** The trips whose proof-of-delivery photo still waits to be sent. */
  photoTrips(): Promise<string[]>;
}

interface CourierDb extends DBSchema {
  outbox: { key: number; value: OutboxEntry & { id?: number }; indexes: { trip: string; kind: string } };
  state: { key: string; value: PhoneTrips | TripRecord };
}

const DB_NAME = 'rutaviva-courier';
const TRIPS_KEY = 'trips';
/** Before issue 10 the phone kept one trip under this key; read once and moved to TRIPS_KEY. */
const LEGACY_TRIP_KEY = 'trip';

class IdbOutboxStore implements OutboxStore {
  readonly persistent = true;
  constructor(private readonly db: IDBPDatabase<CourierDb>) {}

  async loadTrips() {
    const saved = (await this.db.get('state', TRIPS_KEY)) as PhoneTrips | undefined;
    if (saved) return saved;
    const legacy = (await this.db.get('state', LEGACY_TRIP_KEY)) as TripRecord | undefined;
    if (!legacy) return NO_TRIPS;
    const moved: PhoneTrips = { trips: [legacy], current: legacy.generated_trip_id };
    const tx = this.db.transaction('state', 'readwrite');
    await Promise.all([tx.store.put(moved, TRIPS_KEY), tx.store.delete(LEGACY_TRIP_KEY), tx.done]);
    return moved;
  }

  async saveTrips(trips: PhoneTrips) {
    await this.db.put('state', trips, TRIPS_KEY);
  }

  async enqueue(entries: OutboxEntry[], trips: PhoneTrips) {
    const tx = this.db.transaction(['outbox', 'state'], 'readwrite');
    const outbox = tx.objectStore('outbox');
    await Promise.all([
      ...entries.map((entry) => outbox.add(entry)),
      tx.objectStore('state').put(trips, TRIPS_KEY),
      tx.done,
    ]);
  }

  async head(limit: number) {
    return (await this.db.getAll('outbox', null, limit)) as OutboxItem[];
  }

  async remove(ids: readonly number[]) {
    const tx = this.db.transaction('outbox', 'readwrite');
    await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  }

  async removeTrip(trip: string, kind?: OutboxEntry['kind']) {
    const tx = this.db.transaction('outbox', 'readwrite');
    for (
      let cursor = await tx.store.index('trip').openCursor(trip);
      cursor;
      cursor = await cursor.continue()
    ) {
      if (!kind || cursor.value.kind === kind) await cursor.delete();
    }
    await tx.done;
  }

  async counts() {
    const tx = this.db.transaction('outbox');
    const [points, total] = await Promise.all([tx.store.index('kind').count('point'), tx.store.count()]);
    return { points, total };
  }

  async photoTrips() {
    const photos = await this.db.getAllFromIndex('outbox', 'kind', 'photo');
    return [...new Set(photos.map((item) => item.trip))];
  }
}

/** The same behaviour without persistence, for browsers that refuse IndexedDB (and for tests). */
export class MemoryOutboxStore implements OutboxStore {
  readonly persistent = false;
  private items: OutboxItem[] = [];
  private trips: PhoneTrips = NO_TRIPS;
  private nextId = 1;

  async loadTrips() {
    return this.trips;
  }
  async saveTrips(trips: PhoneTrips) {
    this.trips = trips;
  }
  async enqueue(entries: OutboxEntry[], trips: PhoneTrips) {
    for (const entry of entries) this.items.push({ ...entry, id: this.nextId++ });
    this.trips = trips;
  }
  async head(limit: number) {
    return this.items.slice(0, limit);
  }
  async remove(ids: readonly number[]) {
    this.items = this.items.filter((item) => !ids.includes(item.id));
  }
  async removeTrip(trip: string, kind?: OutboxEntry['kind']) {
    this.items = this.items.filter(
      (item) => item.trip !== trip || (kind !== undefined && item.kind !== kind),
    );
  }
  async counts() {
    return { points: this.items.filter((item) => item.kind === 'point').length, total: this.items.length };
  }
  async photoTrips() {
    return [...new Set(this.items.filter((item) => item.kind === 'photo').map((item) => item.trip))];
  }
}

export async function openOutboxStore(): Promise<OutboxStore> {
  try {
    const db = await openDB<CourierDb>(DB_NAME, 1, {
      upgrade(database) {
        const outbox = database.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
        outbox.createIndex('trip', 'trip');
        outbox.createIndex('kind', 'kind');
        database.createObjectStore('state');
      },
    });
    return new IdbOutboxStore(db);
  } catch (error) {
    console.warn('IndexedDB is not available; the courier queue lives in memory only.', error);
    return new MemoryOutboxStore();
  }
}

import type { TripPoint } from '@rutaviva/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEntry, OutboxItem } from './outbox-plan';

/** The delivery that runs (or just ended) on this phone, kept so a reload resumes it. */
export interface TripRecord {
  courier_id: string;
  trip_id: string;
  generated_trip_id: string;
  tracking_url: string;
  customer_phone_number: string;
  /** Unix seconds on this phone. */
  started_at: number;
  arrived_at: number | null;
  ended_at: number | null;
  last_point: TripPoint | null;
  point_count: number;
  distance_km: number;
}

/** Where the queue and the running trip live: IndexedDB, or memory when the browser has none. */
export interface OutboxStore {
  readonly persistent: boolean;
  loadTrip(): Promise<TripRecord | null>;
  saveTrip(trip: TripRecord | null): Promise<void>;
  /** Queues an entry and saves the trip that it changed, both or neither. */
  enqueue(entry: OutboxEntry, trip: TripRecord): Promise<void>;
  head(limit: number): Promise<OutboxItem[]>;
  remove(ids: readonly number[]): Promise<void>;
  /** Removes what is queued for a trip: only its points, or everything. */
  removeTrip(trip: string, kind?: OutboxEntry['kind']): Promise<void>;
  counts(): Promise<{ points: number; total: number }>;
}

interface CourierDb extends DBSchema {
  outbox: { key: number; value: OutboxEntry & { id?: number }; indexes: { trip: string; kind: string } };
  state: { key: string; value: TripRecord };
}

const DB_NAME = 'rutaviva-courier';
const TRIP_KEY = 'trip';

class IdbOutboxStore implements OutboxStore {
  readonly persistent = true;
  constructor(private readonly db: IDBPDatabase<CourierDb>) {}

  async loadTrip() {
    return (await this.db.get('state', TRIP_KEY)) ?? null;
  }

  async saveTrip(trip: TripRecord | null) {
    if (trip) await this.db.put('state', trip, TRIP_KEY);
    else await this.db.delete('state', TRIP_KEY);
  }

  async enqueue(entry: OutboxEntry, trip: TripRecord) {
    const tx = this.db.transaction(['outbox', 'state'], 'readwrite');
    await Promise.all([
      tx.objectStore('outbox').add(entry),
      tx.objectStore('state').put(trip, TRIP_KEY),
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
}

/** The same behaviour without persistence, for browsers that refuse IndexedDB (and for tests). */
export class MemoryOutboxStore implements OutboxStore {
  readonly persistent = false;
  private items: OutboxItem[] = [];
  private trip: TripRecord | null = null;
  private nextId = 1;

  async loadTrip() {
    return this.trip;
  }
  async saveTrip(trip: TripRecord | null) {
    this.trip = trip;
  }
  async enqueue(entry: OutboxEntry, trip: TripRecord) {
    this.items.push({ ...entry, id: this.nextId++ });
    this.trip = trip;
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

import { greatCircleKm, type TripPoint } from '@rutaviva/domain';
import { courierApi } from './api';
import { config } from './config';
import type { OutboxEntry } from './outbox-plan';
import { type OutboxStore, openOutboxStore, type TripRecord } from './outbox-store';
import { type GpsState, PositionWatch } from './position-watch';
import { flushOutbox } from './sync';
import { pointFromPosition, shouldRecord } from './track-filter';
import { ScreenWakeLock } from './wake-lock';

export interface TrackerState extends GpsState {
  /** The queue and the saved trip have been read. */
  loaded: boolean;
  /** False when the browser refused IndexedDB: nothing survives a reload. */
  persistent: boolean;
  trip: TripRecord | null;
  online: boolean;
  queuedPoints: number;
  queued: number;
  syncing: boolean;
  /** Counts arrivals and stops the server has confirmed, so lists depending on them can reload. */
  actionsSent: number;
  screenAwake: boolean;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const OUTBOX_LOCK = 'rutaviva-courier-outbox';

/**
 * The running delivery: follows the position, keeps the screen on, records points and actions
 * in the queue and sends it every few seconds, at once on arrival and stop, and on reconnect.
 * Every change to the trip goes through one chain, so fixes and taps never race.
 */
export class CourierTracker {
  private state: TrackerState = {
    loaded: false,
    persistent: true,
    trip: null,
    gps: 'off',
    accuracy: null,
    locationBlocked: false,
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    queuedPoints: 0,
    queued: 0,
    syncing: false,
    actionsSent: 0,
    screenAwake: false,
  };
  private readonly listeners = new Set<() => void>();
  private store: OutboxStore | null = null;
  private generation = 0;
  private flushTimer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private changes: Promise<void> = Promise.resolve();
  private readonly wakeLock = new ScreenWakeLock((held) => this.set({ screenAwake: held }));
  private readonly position = new PositionWatch(
    (position) => this.onFix(position),
    (gps) => this.set(gps),
  );

  constructor(private readonly courierId: string) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = (): TrackerState => this.state;

  private set(patch: Partial<TrackerState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  async init(): Promise<void> {
    const generation = ++this.generation;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.flushTimer = setInterval(() => void this.flush(), config.batchMs);
    void this.position.watchPermission();

    this.store ??= await openOutboxStore();
    let trip = await this.store.loadTrip();
    if (generation !== this.generation) return;
    if (trip && trip.courier_id !== this.courierId) {
      // Another courier's delivery on a shared phone: their token is gone, so is what they queued.
      await this.store.removeTrip(trip.generated_trip_id);
      await this.store.saveTrip(null);
      trip = null;
    }
    this.set({ loaded: true, persistent: this.store.persistent, trip });
    if (trip && trip.ended_at === null) this.startWatching();
    await this.refreshCounts();
    void this.flush();
  }

  dispose(): void {
    this.generation++;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    if (this.flushTimer) clearInterval(this.flushTimer);
    this.flushTimer = null;
    this.position.dispose();
    this.wakeLock.letOff();
  }

  /** Needs the server (it gives the tracking id), so the caller shows the offline state instead. */
  async start(customerPhoneNumber: string): Promise<void> {
    const store = this.store;
    if (!store) throw new Error('The courier queue is not ready');
    const started = await courierApi.startTrip(customerPhoneNumber);
    const trip: TripRecord = {
      courier_id: this.courierId,
      trip_id: started.trip_id,
      generated_trip_id: started.generated_trip_id,
      tracking_url: started.tracking_url,
      customer_phone_number: customerPhoneNumber,
      started_at: nowSeconds(),
      arrived_at: null,
      ended_at: null,
      last_point: null,
      point_count: 0,
      distance_km: 0,
    };
    await this.change(async () => {
      await store.saveTrip(trip);
      this.set({ trip, online: true });
    });
    this.startWatching();
  }

  async arrive(): Promise<void> {
    await this.change(async (trip) => {
      if (!trip || trip.arrived_at !== null || trip.ended_at !== null) return;
      await this.enqueue(
        { kind: 'arrival', trip: trip.generated_trip_id },
        { ...trip, arrived_at: nowSeconds() },
      );
    });
    await this.flush();
  }

  async stop(notes: string): Promise<void> {
    await this.change(async (trip) => {
      if (!trip || trip.ended_at !== null) return;
      const text = notes.trim();
      const entry: OutboxEntry = {
        kind: 'end',
        trip: trip.generated_trip_id,
        ...(text ? { notes: text } : {}),
      };
      await this.enqueue(entry, { ...trip, ended_at: nowSeconds() });
      this.stopWatching();
    });
    await this.flush();
  }

  /** Leaves the "delivery ended" screen; what is still queued keeps being sent. */
  async dismiss(): Promise<void> {
    await this.change(async (trip, store) => {
      if (!trip || trip.ended_at === null) return;
      await store.saveTrip(null);
      this.set({ trip: null });
    });
  }

  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = this.sendQueue()
      .catch((error: unknown) =>
        console.error('Sending the courier queue failed; it is kept for later.', error),
      )
      .finally(() => {
        this.flushing = null;
        if (this.flushAgain) {
          this.flushAgain = false;
          void this.flush();
        }
      });
    return this.flushing;
  }

  private async sendQueue(): Promise<void> {
    const store = this.store;
    if (!store || !navigator.onLine) return;
    if ((await store.counts()).total === 0) return;
    this.set({ syncing: true });
    try {
      const run = () =>
        flushOutbox(store, courierApi, (settled) => {
          if (settled.kind === 'action') this.set({ actionsSent: this.state.actionsSent + 1 });
          void this.refreshCounts();
        });
      // Two open tabs must not send the same head of the queue at once.
      const result = navigator.locks ? await navigator.locks.request(OUTBOX_LOCK, run) : await run();
      this.set({ online: result !== 'offline' && navigator.onLine });
    } finally {
      await this.refreshCounts();
      this.set({ syncing: false });
    }
  }

  /** Runs one change to the trip after the previous ones; a failure is logged, never thrown at a tap. */
  private change(task: (trip: TripRecord | null, store: OutboxStore) => Promise<void>): Promise<void> {
    this.changes = this.changes
      .then(() => (this.store ? task(this.state.trip, this.store) : undefined))
      .catch((error: unknown) => console.error('Courier trip update failed', error));
    return this.changes;
  }

  private async enqueue(entry: OutboxEntry, trip: TripRecord): Promise<void> {
    await this.store?.enqueue(entry, trip);
    this.set({ trip });
    await this.refreshCounts();
  }

  private async refreshCounts(): Promise<void> {
    if (!this.store) return;
    const { points, total } = await this.store.counts();
    if (points !== this.state.queuedPoints || total !== this.state.queued)
      this.set({ queuedPoints: points, queued: total });
  }

  private startWatching(): void {
    this.position.start();
    this.wakeLock.keepOn();
  }

  private stopWatching(): void {
    this.position.stop();
    this.wakeLock.letOff();
  }

  private readonly onFix = (position: GeolocationPosition) => {
    const point = pointFromPosition(position);
    void this.change(async (trip) => {
      if (!trip || trip.ended_at !== null || !shouldRecord(trip.last_point, point)) return;
      await this.enqueue({ kind: 'point', trip: trip.generated_trip_id, point }, withPoint(trip, point));
    });
  };

  private readonly onOnline = () => {
    this.set({ online: true });
    void this.flush();
  };

  private readonly onOffline = () => this.set({ online: false });
}

function withPoint(trip: TripRecord, point: TripPoint): TripRecord {
  const step = trip.last_point ? greatCircleKm(trip.last_point, point) : 0;
  return {
    ...trip,
    last_point: point,
    point_count: trip.point_count + 1,
    distance_km: trip.distance_km + step,
  };
}

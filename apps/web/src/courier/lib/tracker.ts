import { greatCircleKm, type TripPoint } from '@rutaviva/domain';
import { courierApi } from './api';
import { config } from './config';
import type { OutboxEntry } from './outbox-plan';
import { type OutboxStore, openOutboxStore, type TripRecord } from './outbox-store';
import { flushOutbox } from './sync';
import { pointFromPosition, shouldRecord } from './track-filter';
import { ScreenWakeLock } from './wake-lock';

export type GpsStatus = 'off' | 'waiting' | 'ok' | 'no_signal' | 'denied' | 'unsupported';

export interface TrackerState {
  /** The queue and the saved trip have been read. */
  loaded: boolean;
  /** False when the browser refused IndexedDB: nothing survives a reload. */
  persistent: boolean;
  trip: TripRecord | null;
  gps: GpsStatus;
  accuracy: number | null;
  /** The browser says location is denied for this site (known before a trip starts). */
  locationBlocked: boolean;
  online: boolean;
  queuedPoints: number;
  queued: number;
  syncing: boolean;
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
    screenAwake: false,
  };
  private readonly listeners = new Set<() => void>();
  private store: OutboxStore | null = null;
  private generation = 0;
  private watchId: number | null = null;
  private lastFixAt = 0;
  private timers: ReturnType<typeof setInterval>[] = [];
  private permission: PermissionStatus | null = null;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private changes: Promise<unknown> = Promise.resolve();
  private readonly wakeLock = new ScreenWakeLock((held) => this.set({ screenAwake: held }));

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
    this.timers.push(setInterval(() => void this.flush(), config.batchMs));
    this.timers.push(setInterval(this.checkSignal, 1000));
    void this.watchPermission(generation);

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
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    if (this.permission) this.permission.onchange = null;
    this.stopWatching();
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
      await this.enqueue({ kind: 'arrival', trip: trip.generated_trip_id }, { ...trip, arrived_at: nowSeconds() });
    });
    await this.flush();
  }

  async stop(notes: string): Promise<void> {
    await this.change(async (trip) => {
      if (!trip || trip.ended_at !== null) return;
      const text = notes.trim();
      const entry: OutboxEntry = { kind: 'end', trip: trip.generated_trip_id, ...(text ? { notes: text } : {}) };
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
    this.flushing = this.sendQueue().finally(() => {
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
      const run = () => flushOutbox(store, courierApi, () => void this.refreshCounts());
      // Two open tabs must not send the same head of the queue at once.
      const result = navigator.locks ? await navigator.locks.request(OUTBOX_LOCK, run) : await run();
      this.set({ online: result !== 'offline' && navigator.onLine });
    } finally {
      await this.refreshCounts();
      this.set({ syncing: false });
    }
  }

  private change(task: (trip: TripRecord | null, store: OutboxStore) => Promise<void>): Promise<void> {
    const next = this.changes.then(() => (this.store ? task(this.state.trip, this.store) : undefined));
    this.changes = next.catch((error: unknown) => console.error('Courier trip update failed', error));
    return next;
  }

  private async enqueue(entry: OutboxEntry, trip: TripRecord): Promise<void> {
    await this.store?.enqueue(entry, trip);
    this.set({ trip });
    await this.refreshCounts();
  }

  private async refreshCounts(): Promise<void> {
    if (!this.store) return;
    const { points, total } = await this.store.counts();
    if (points !== this.state.queuedPoints || total !== this.state.queued) this.set({ queuedPoints: points, queued: total });
  }

  private startWatching(): void {
    if (this.watchId !== null) return;
    if (!('geolocation' in navigator)) {
      this.set({ gps: 'unsupported' });
      return;
    }
    this.lastFixAt = Date.now();
    this.set({ gps: 'waiting', accuracy: null });
    this.watchId = navigator.geolocation.watchPosition(this.onFix, this.onGpsError, {
      enableHighAccuracy: true,
      maximumAge: 0,
    });
    this.wakeLock.keepOn();
  }

  private stopWatching(): void {
    if (this.watchId !== null) navigator.geolocation.clearWatch(this.watchId);
    this.watchId = null;
    this.wakeLock.letOff();
    if (this.state.gps !== 'off') this.set({ gps: 'off', accuracy: null });
  }

  private readonly onFix = (position: GeolocationPosition) => {
    this.lastFixAt = Date.now();
    this.set({ gps: 'ok', accuracy: position.coords.accuracy, locationBlocked: false });
    const point = pointFromPosition(position);
    void this.change(async (trip) => {
      if (!trip || trip.ended_at !== null || !shouldRecord(trip.last_point, point)) return;
      await this.enqueue({ kind: 'point', trip: trip.generated_trip_id, point }, withPoint(trip, point));
    });
  };

  private readonly onGpsError = (error: GeolocationPositionError) => {
    // No fix or a timeout shows up through checkSignal; only a refusal is final.
    if (error.code === error.PERMISSION_DENIED) this.set({ gps: 'denied', locationBlocked: true });
  };

  private readonly checkSignal = () => {
    if (this.watchId === null || this.state.gps === 'denied') return;
    if (Date.now() - this.lastFixAt > config.noSignalMs && this.state.gps !== 'no_signal') this.set({ gps: 'no_signal' });
  };

  private readonly onOnline = () => {
    this.set({ online: true });
    void this.flush();
  };

  private readonly onOffline = () => this.set({ online: false });

  private async watchPermission(generation: number): Promise<void> {
    try {
      const status = await navigator.permissions.query({ name: 'geolocation' });
      if (generation !== this.generation) return;
      this.permission = status;
      const apply = () => {
        const blocked = status.state === 'denied';
        this.set({ locationBlocked: blocked });
        // Allowed again in the settings: the refused watch is dead, so start a new one.
        if (!blocked && this.state.gps === 'denied' && this.state.trip?.ended_at === null) {
          this.stopWatching();
          this.startWatching();
        }
      };
      apply();
      status.onchange = apply;
    } catch {
      // No Permissions API (older Safari): a refusal shows once the watch reports it.
    }
  }
}

function withPoint(trip: TripRecord, point: TripPoint): TripRecord {
  const step = trip.last_point ? greatCircleKm(trip.last_point, point) : 0;
  return { ...trip, last_point: point, point_count: trip.point_count + 1, distance_km: trip.distance_km + step };
}

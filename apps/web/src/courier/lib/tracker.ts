import type { CourierTrip as OpenTrip } from '@rutaviva/domain';
import { ApiError, courierApi, type LatLng } from './api';
import { config } from './config';
import { NO_TRIPS, type OutboxStore, openOutboxStore, type PhoneTrips } from './outbox-store';
import {
  addTrip,
  currentTripOf,
  isOpen,
  offeredTrips,
  openTripsOf,
  reconcile,
  recordFix,
  recordFromServer,
  recordFromStart,
  replaceTrip,
  withoutTrips,
} from './phone-trips';
import { PositionWatch } from './position-watch';
import { type StopProof, stopEntries } from './stop-entries';
import type { OutboxEntry } from './sync';
import { OutboxSender } from './sync';
import { initialTrackerState, type TrackerState } from './tracker-state';
import { tripExtras } from './trip-extras';

export type { TrackerState } from './tracker-state';

import { pointFromPosition, STILL_HEARTBEAT_SECONDS } from './track-filter';
import { ScreenWakeLock } from './wake-lock';

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** While a delivery runs, the server's open list is read this often, so an end from the monitor shows. */
const OPEN_CHECK_MS = 60_000;

/**
 * The courier's deliveries on this phone: follows the position, keeps the screen on, records a
 * point for each open delivery and its actions in the queue and sends it every few seconds, at
 * once on arrival and stop, and on reconnect. The server's list of open deliveries decides what
 * is offered to resume and what ended elsewhere. Every change goes through one chain, so fixes,
 * taps and answers never race.
 */
export class CourierTracker {
  private state: TrackerState = initialTrackerState();
  private phone: PhoneTrips = NO_TRIPS;
  private serverOpen: OpenTrip[] = [];
  private readonly listeners = new Set<() => void>();
  private store: OutboxStore | null = null;
  private generation = 0;
  private timers: ReturnType<typeof setInterval>[] = [];
  /** Set when the server refused points because their trip ended: someone ended it elsewhere. */
  private endedElsewhere = false;
  private readonly sender = new OutboxSender(() => this.store, {
    sending: () => this.set({ syncing: true }),
    settled: (send, outcome) => {
      if (send.kind === 'action') this.set({ actionsSent: this.state.actionsSent + 1 });
      if (outcome === 'drop_trip_points' || outcome === 'drop_trip') this.endedElsewhere = true;
      // A photo the server would never take is gone from the queue: the ended screen must not say "sent".
      if (send.kind === 'action' && send.item.kind === 'photo' && outcome !== 'sent')
        this.set({ refusedPhotoTrips: [...this.state.refusedPhotoTrips, send.item.trip] });
      void this.refreshCounts();
    },
    done: async (result) => {
      if (result) this.set({ online: result !== 'offline' && navigator.onLine });
      await this.refreshCounts();
      this.set({ syncing: false });
      if (this.endedElsewhere) {
        this.endedElsewhere = false;
        await this.refreshOpen();
      }
    },
  });
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

  private setPhone(phone: PhoneTrips): void {
    this.phone = phone;
    tripExtras.keepOnly(openTripsOf(phone).map((trip) => trip.generated_trip_id));
    this.set({
      trips: phone.trips,
      trip: currentTripOf(phone),
      offered: offeredTrips(phone, this.serverOpen),
    });
  }

  async init(): Promise<void> {
    const generation = ++this.generation;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    document.addEventListener('visibilitychange', this.onVisible);
    this.timers = [
      setInterval(() => void this.flush(), config.batchMs),
      setInterval(() => {
        if (openTripsOf(this.phone).length > 0 && document.visibilityState === 'visible')
          void this.refreshOpen();
      }, OPEN_CHECK_MS),
    ];
    void this.position.watchPermission();

    this.store ??= await openOutboxStore();
    const store = this.store;
    let phone = await store.loadTrips();
    if (generation !== this.generation) return;
    const foreign = phone.trips.filter((trip) => trip.courier_id !== this.courierId);
    if (foreign.length > 0) {
      // Another courier's deliveries on a shared phone: their token is gone, so is what they queued.
      for (const trip of foreign) await store.removeTrip(trip.generated_trip_id);
      phone = withoutTrips(
        phone,
        foreign.map((trip) => trip.generated_trip_id),
      );
      await store.saveTrips(phone);
    }
    this.set({ loaded: true, persistent: store.persistent });
    this.setPhone(phone);
    if (openTripsOf(phone).length > 0) this.startWatching();
    await this.refreshCounts();
    void this.flush();
    void this.refreshOpen();
  }

  dispose(): void {
    this.generation++;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    document.removeEventListener('visibilitychange', this.onVisible);
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.position.dispose();
    this.wakeLock.letOff();
  }

  /**
   * Needs the server (it gives the tracking id), so the caller shows the offline state instead.
   * With `endOpenTrips` the courier's open deliveries end first: what is queued for them goes
   * out before, so none of their points arrives after their end. `destination` is the remembered
   * one the courier confirmed (issue 15).
   */
  async start(
    customerPhoneNumber: string,
    {
      endOpenTrips = false,
      destination,
      apiDeliveryId,
    }: { endOpenTrips?: boolean; destination?: LatLng; apiDeliveryId?: string } = {},
  ): Promise<void> {
    const store = this.store;
    if (!store) throw new Error('The courier queue is not ready');
    if (endOpenTrips) await this.flush();
    let started: Awaited<ReturnType<typeof courierApi.startTrip>>;
    try {
      started = await courierApi.startTrip(customerPhoneNumber, endOpenTrips, destination, apiDeliveryId);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'open_trip_exists') {
        // Opened elsewhere since the list was read: offer it now, and read the list again.
        const open = error.body.open_trip as OpenTrip | undefined;
        if (open && !this.serverOpen.some((trip) => trip.generated_trip_id === open.generated_trip_id))
          this.serverOpen = [open, ...this.serverOpen];
        this.setPhone(this.phone);
        void this.refreshOpen();
      }
      throw error;
    }
    const ended = started.ended_trip_ids;
    this.serverOpen = this.serverOpen.filter((trip) => !ended.includes(trip.generated_trip_id));
    const trip = recordFromStart(started, customerPhoneNumber, this.courierId, nowSeconds());
    await this.change(async (phone) => {
      // The courier chose to end them: the server did, so they just stop being followed.
      for (const id of ended) await store.removeTrip(id, 'point');
      const next = addTrip(withoutTrips(phone, ended), trip);
      await store.saveTrips(next);
      this.setPhone(next);
      if (destination) {
        const set_at = nowSeconds();
        tripExtras.learn(trip.generated_trip_id, {
          destination: { ...destination, source: apiDeliveryId ? 'api' : 'remembered', set_at },
          estimate: null,
        });
      }
      this.set({ online: true, actionsSent: this.state.actionsSent + ended.length });
    });
    await this.refreshCounts();
    this.startWatching();
  }

  /**
   * Shows an open delivery again: one this phone follows, or one the server lists (started on
   * another phone, or before the browser's data was cleared), which this phone then follows.
   * False when the server no longer lists it as open.
   */
  async resume(generatedTripId: string): Promise<boolean> {
    if (this.phone.trips.some((trip) => trip.generated_trip_id === generatedTripId && isOpen(trip))) {
      await this.show(generatedTripId);
      return true;
    }
    const find = () => this.serverOpen.find((trip) => trip.generated_trip_id === generatedTripId);
    if (!find()) await this.refreshOpen();
    const open = find();
    if (!open) return false;
    await this.change(async (phone, store) => {
      const next = addTrip(phone, recordFromServer(open, this.courierId));
      await store.saveTrips(next);
      this.setPhone(next);
      tripExtras.learn(open.generated_trip_id, open);
    });
    this.startWatching();
    return true;
  }

  /** Switches the screen to another followed delivery, or home (null); tracking goes on. */
  async show(generatedTripId: string | null): Promise<void> {
    await this.change(async (phone, store) => {
      const next = { ...phone, current: generatedTripId };
      await store.saveTrips(next);
      this.setPhone(next);
    });
  }

  async arrive(): Promise<void> {
    await this.change(async (phone) => {
      const trip = currentTripOf(phone);
      if (!trip || trip.arrived_at !== null || trip.ended_at !== null) return;
      const arrived = { ...trip, arrived_at: nowSeconds() };
      await this.enqueue([{ kind: 'arrival', trip: trip.generated_trip_id }], replaceTrip(phone, arrived));
    });
    await this.flush();
  }

  /** "Stop delivery", with the optional proof (issue 15): its photo is queued after the stop. */
  async stop(notes: string, proof: StopProof = {}): Promise<void> {
    await this.change(async (phone) => {
      const trip = currentTripOf(phone);
      if (!trip || trip.ended_at !== null) return;
      const entries = stopEntries(trip.generated_trip_id, notes, proof, nowSeconds());
      const next = replaceTrip(phone, {
        ...trip,
        ended_at: nowSeconds(),
        ...(proof.photo ? { photo: true } : {}),
      });
      await this.enqueue(entries, next);
      if (openTripsOf(next).length === 0) this.stopWatching();
    });
    await this.flush();
  }

  /** Leaves the "delivery ended" screen for the next open delivery, or home; the queue keeps going. */
  async dismiss(): Promise<void> {
    await this.change(async (phone, store) => {
      const trip = currentTripOf(phone);
      if (!trip || trip.ended_at === null) return;
      const next = withoutTrips({ ...phone, current: null }, [trip.generated_trip_id]);
      await store.saveTrips(next);
      this.setPhone(next);
    });
  }

  /**
   * Reads the courier's open deliveries from the server: offers the ones this phone does not
   * follow, and ends on this phone the ones that ended elsewhere. Quietly does nothing offline.
   */
  async refreshOpen(): Promise<void> {
    if (!this.store || !navigator.onLine) return;
    const asked = new Set(openTripsOf(this.phone).map((trip) => trip.generated_trip_id));
    let answer: Awaited<ReturnType<typeof courierApi.openTrips>>;
    try {
      answer = await courierApi.openTrips();
    } catch {
      return;
    }
    this.serverOpen = answer.data;
    // Issue 15: a destination the customer set since, or a new estimate, even while standing still.
    tripExtras.learnOpen(answer.data.filter((trip) => asked.has(trip.generated_trip_id)));
    this.set({ allowSeveral: answer.allow_several_trips, openChecked: true });
    await this.change(async (phone, store) => {
      const { phone: next, endedElsewhere } = reconcile(phone, answer.data, asked, nowSeconds());
      for (const id of endedElsewhere) await store.removeTrip(id, 'point');
      if (endedElsewhere.length > 0) {
        await store.saveTrips(next);
        if (openTripsOf(next).length === 0) this.stopWatching();
        this.set({ actionsSent: this.state.actionsSent + 1 });
      }
      this.setPhone(next);
    });
    await this.refreshCounts();
  }

  flush(): Promise<void> {
    return this.sender.flush();
  }

  /** Runs one change after the previous ones; a failure is logged, never thrown at a tap. */
  private change(task: (phone: PhoneTrips, store: OutboxStore) => Promise<void>): Promise<void> {
    this.changes = this.changes
      .then(() => (this.store ? task(this.phone, this.store) : undefined))
      .catch((error: unknown) => console.error('Courier trip update failed', error));
    return this.changes;
  }

  private async enqueue(entries: OutboxEntry[], phone: PhoneTrips): Promise<void> {
    await this.store?.enqueue(entries, phone);
    this.setPhone(phone);
    await this.refreshCounts();
  }

  private async refreshCounts(): Promise<void> {
    if (!this.store) return;
    const { points, total } = await this.store.counts();
    if (points !== this.state.queuedPoints || total !== this.state.queued) {
      const queuedPhotoTrips = await this.store.photoTrips();
      this.set({ queuedPoints: points, queued: total, queuedPhotoTrips });
    }
  }

  private startWatching(): void {
    if (this.position.watching) this.position.replay(STILL_HEARTBEAT_SECONDS * 1000);
    else this.position.start();
    this.wakeLock.keepOn();
  }

  private stopWatching(): void {
    this.position.stop();
    this.wakeLock.letOff();
  }

  private readonly onFix = (position: GeolocationPosition) => {
    const point = pointFromPosition(position);
    void this.change(async (phone) => {
      const { entries, phone: next } = recordFix(phone, point);
      if (entries.length > 0) await this.enqueue(entries, next);
    });
  };

  private readonly onOnline = () => {
    this.set({ online: true });
    void this.flush();
    void this.refreshOpen();
  };

  private readonly onOffline = () => this.set({ online: false });

  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') void this.refreshOpen();
  };
}

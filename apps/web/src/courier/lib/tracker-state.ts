import type { CourierTrip as OpenTrip } from '@rutaviva/domain';
import type { TripRecord } from './outbox-store';
import type { GpsState } from './position-watch';

export interface TrackerState extends GpsState {
  /** The queue and the saved trips have been read. */
  loaded: boolean;
  /** False when the browser refused IndexedDB: nothing survives a reload. */
  persistent: boolean;
  /** Every delivery this phone follows: under way, or ended and still on screen. */
  trips: TripRecord[];
  /** The one on screen; null shows the home screen. */
  trip: TripRecord | null;
  /** Open on the server but not followed here (started on another phone): offered to resume. */
  offered: OpenTrip[];
  /** The business lets a courier run several deliveries at once. */
  allowSeveral: boolean;
  /** The server's list of open deliveries has been read since the app opened. */
  openChecked: boolean;
  online: boolean;
  queuedPoints: number;
  queued: number;
  syncing: boolean;
  /** Issue 15: trips whose proof-of-delivery photo waits in the queue. */
  queuedPhotoTrips: string[];
  /** Trips whose photo the server refused (not an image, too late): it will not be sent. */
  refusedPhotoTrips: string[];
  /** Counts what the server confirmed (arrivals, stops, trips ended elsewhere), so lists can reload. */
  actionsSent: number;
  screenAwake: boolean;
}

export function initialTrackerState(): TrackerState {
  return {
    loaded: false,
    persistent: true,
    trips: [],
    trip: null,
    offered: [],
    allowSeveral: false,
    openChecked: false,
    gps: 'off',
    accuracy: null,
    locationBlocked: false,
    backgroundPause: null,
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    queuedPoints: 0,
    queued: 0,
    syncing: false,
    queuedPhotoTrips: [],
    refusedPhotoTrips: [],
    actionsSent: 0,
    screenAwake: false,
  };
}

import { type BackgroundPause, BackgroundPauseWatch } from './background-pause';
import { config } from './config';

export type GpsStatus = 'off' | 'waiting' | 'ok' | 'no_signal' | 'denied' | 'unsupported';

export interface GpsState {
  gps: GpsStatus;
  accuracy: number | null;
  /** The browser says location is denied for this site (known before a trip starts). */
  locationBlocked: boolean;
  /** Fixes stopped while the page was in the background during a delivery (issue 15). */
  backgroundPause: BackgroundPause | null;
}

/**
 * navigator.geolocation.watchPosition, told as the states a courier must see: waiting for a
 * first fix, fixes arriving, no fix for NO_SIGNAL_SECONDS, refused, or not available at all.
 */
export class PositionWatch {
  private status: GpsStatus = 'off';
  private watchId: number | null = null;
  private lastFixAt = 0;
  private lastFix: GeolocationPosition | null = null;
  private signalTimer: ReturnType<typeof setInterval> | null = null;
  private permission: PermissionStatus | null = null;
  /** Bumped by dispose, so a permission answer arriving after it is ignored. */
  private generation = 0;
  private readonly background = new BackgroundPauseWatch(config.noSignalMs, (pause) =>
    this.onChange({ backgroundPause: pause }),
  );

  constructor(
    private readonly onFix: (position: GeolocationPosition) => void,
    private readonly onChange: (state: Partial<GpsState>) => void,
  ) {}

  get watching(): boolean {
    return this.watchId !== null;
  }

  start(): void {
    if (this.watchId !== null) return;
    if (!('geolocation' in navigator)) {
      this.update({ gps: 'unsupported' });
      return;
    }
    this.lastFixAt = Date.now();
    this.update({ gps: 'waiting', accuracy: null });
    this.watchId = navigator.geolocation.watchPosition(this.fix, this.fail, {
      enableHighAccuracy: true,
      maximumAge: 0,
    });
    this.signalTimer = setInterval(this.checkSignal, 1000);
    this.background.start();
  }

  /**
   * Hands the last fix over again, when it is recent: a delivery started while the watch already
   * runs (another one is under way) gets its first point now instead of at the next move.
   */
  replay(maxAgeMs: number): void {
    if (this.watchId !== null && this.lastFix && Date.now() - this.lastFixAt <= maxAgeMs)
      this.onFix(this.lastFix);
  }

  stop(): void {
    if (this.watchId !== null) navigator.geolocation.clearWatch(this.watchId);
    this.watchId = null;
    this.lastFix = null;
    if (this.signalTimer) clearInterval(this.signalTimer);
    this.signalTimer = null;
    this.background.stop();
    if (this.status !== 'off') this.update({ gps: 'off', accuracy: null, backgroundPause: null });
  }

  /** Follows the site's location permission, so a block shows before the trip starts. */
  async watchPermission(): Promise<void> {
    const generation = ++this.generation;
    try {
      const permission = await navigator.permissions.query({ name: 'geolocation' });
      if (generation !== this.generation) return;
      this.permission = permission;
      const apply = () => {
        const blocked = permission.state === 'denied';
        this.onChange({ locationBlocked: blocked });
        // Allowed again in the settings: the refused watch is dead, so start a new one.
        if (!blocked && this.status === 'denied' && this.watchId !== null) {
          this.stop();
          this.start();
        }
      };
      apply();
      permission.onchange = apply;
    } catch {
      // No Permissions API (older Safari): a refusal shows once the watch reports it.
    }
  }

  dispose(): void {
    this.generation++;
    if (this.permission) this.permission.onchange = null;
    this.stop();
  }

  private update(state: Partial<GpsState>): void {
    if (state.gps) this.status = state.gps;
    this.onChange(state);
  }

  private readonly fix = (position: GeolocationPosition) => {
    this.lastFixAt = Date.now();
    this.lastFix = position;
    this.background.noteFix();
    this.update({ gps: 'ok', accuracy: position.coords.accuracy, locationBlocked: false });
    this.onFix(position);
  };

  private readonly fail = (error: GeolocationPositionError) => {
    // No fix or a timeout shows up through checkSignal; only a refusal is final.
    if (error.code === error.PERMISSION_DENIED) this.update({ gps: 'denied', locationBlocked: true });
  };

  private readonly checkSignal = () => {
    if (this.status === 'denied' || this.status === 'no_signal') return;
    if (Date.now() - this.lastFixAt > config.noSignalMs) this.update({ gps: 'no_signal' });
  };
}

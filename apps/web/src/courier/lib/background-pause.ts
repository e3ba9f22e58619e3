/**
 * Issue 15: many phones stop or slow down a web page's location updates while the screen is off or
 * the browser is in the background. The courier is told so when they come back, but only when it
 * really happened: they were away long enough and the fixes had a gap longer than `limitMs`.
 */

/** What the courier is told: the longest stretch without a fix, and when it was noticed. */
export interface BackgroundPause {
  seconds: number;
  /** Milliseconds since the epoch when the page became visible again; tells one pause from the next. */
  at: number;
}

/**
 * The longest time without a fix between `hiddenAt` and `visibleAt`: from the last fix before the
 * page was hidden (or the hiding itself), through every fix while hidden, up to its return.
 */
export function longestGapMs(fixTimes: readonly number[], hiddenAt: number, visibleAt: number): number {
  const before = fixTimes.filter((at) => at <= hiddenAt).at(-1) ?? hiddenAt;
  const during = fixTimes.filter((at) => at > hiddenAt && at <= visibleAt);
  let previous = before;
  let longest = 0;
  for (const at of [...during, visibleAt]) {
    longest = Math.max(longest, at - previous);
    previous = at;
  }
  return longest;
}

/** The pause to tell about, or null: away for over `limitMs` and no fix for over `limitMs` meanwhile. */
export function backgroundPauseOf(
  fixTimes: readonly number[],
  hiddenAt: number,
  visibleAt: number,
  limitMs: number,
): BackgroundPause | null {
  if (visibleAt - hiddenAt <= limitMs) return null;
  const gap = longestGapMs(fixTimes, hiddenAt, visibleAt);
  return gap > limitMs ? { seconds: Math.round(gap / 1000), at: visibleAt } : null;
}

interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** How many fix times are kept: enough for any time in the background at one fix a second. */
const KEPT_FIXES = 600;

/**
 * Follows the page's visibility while the GPS watch runs (a delivery under way) and reports a
 * pause when the page comes back. `now` and `source` are injectable, for tests.
 */
export class BackgroundPauseWatch {
  private fixTimes: number[] = [];
  private hiddenAt: number | null = null;
  private attached = false;

  constructor(
    private readonly limitMs: number,
    private readonly onPause: (pause: BackgroundPause) => void,
    private readonly source: VisibilitySource | undefined = globalThis.document,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.attached || !this.source) return;
    this.attached = true;
    this.fixTimes = [];
    this.hiddenAt = this.source.visibilityState === 'hidden' ? this.now() : null;
    this.source.addEventListener('visibilitychange', this.onVisibility);
  }

  stop(): void {
    if (!this.attached) return;
    this.attached = false;
    this.source?.removeEventListener('visibilitychange', this.onVisibility);
    this.fixTimes = [];
    this.hiddenAt = null;
  }

  noteFix(): void {
    this.fixTimes.push(this.now());
    if (this.fixTimes.length > KEPT_FIXES) this.fixTimes.splice(0, this.fixTimes.length - KEPT_FIXES);
  }

  private readonly onVisibility = () => {
    if (!this.source) return;
    if (this.source.visibilityState === 'hidden') {
      this.hiddenAt ??= this.now();
      return;
    }
    const hiddenAt = this.hiddenAt;
    this.hiddenAt = null;
    if (hiddenAt === null) return;
    const pause = backgroundPauseOf(this.fixTimes, hiddenAt, this.now(), this.limitMs);
    if (pause) this.onPause(pause);
  };
}

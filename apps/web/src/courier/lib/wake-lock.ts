/**
 * Keeps the screen on while a delivery runs, where the browser allows it (Wake Lock API). The
 * browser drops the lock whenever the page is hidden, so it is asked for again on return.
 */
export class ScreenWakeLock {
  private sentinel: WakeLockSentinel | null = null;
  private wanted = false;

  constructor(private readonly onChange: (held: boolean) => void) {}

  private readonly onVisibility = () => {
    if (this.wanted && document.visibilityState === 'visible') void this.request();
  };

  private async request(): Promise<void> {
    if (!('wakeLock' in navigator) || this.sentinel) return;
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      if (!this.wanted) {
        await sentinel.release();
        return;
      }
      this.sentinel = sentinel;
      this.onChange(true);
      sentinel.addEventListener('release', () => {
        this.sentinel = null;
        this.onChange(false);
      });
    } catch {
      // Refused (battery saver, no user gesture yet, unsupported): the trip works all the same.
      this.onChange(false);
    }
  }

  keepOn(): void {
    if (this.wanted) return;
    this.wanted = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    void this.request();
  }

  letOff(): void {
    this.wanted = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    const sentinel = this.sentinel;
    this.sentinel = null;
    if (sentinel) void sentinel.release().catch(() => undefined);
    this.onChange(false);
  }
}

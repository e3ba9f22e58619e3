/** Longest wait for a first contentful paint that the browser never reports (a blank page). */
const PAINT_WAIT_MS = 5_000;

/** Resolves once the browser has painted content: its paint timing where it has one, else two frames. */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const supported = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
    if (!supported) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    const timer = setTimeout(done, PAINT_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Runs `task` once the page has loaded, has painted its first content, and the browser is idle
 * (or 3 s later at the latest), so third-party code (error reporting, a chat widget) never
 * competes with the first paint or the page's own chunks. (The load event alone can come before
 * the first paint: React renders the page after its script has run.)
 */
export function afterFirstPaint(task: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 3_000 });
    else setTimeout(task, 500);
  };
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true }));
  void Promise.all([loaded, firstContentfulPaint()]).then(whenIdle);
}

/**
 * Runs `task` once the page has loaded and painted and the browser is idle (or after 3 s at the
 * latest), so third-party code (error reporting, a chat widget) never competes with the first
 * paint or the page's own chunks.
 */
export function afterFirstPaint(task: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 3_000 });
    else setTimeout(task, 500);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/**
 * Registers the worker vite-plugin-pwa builds (courier-sw.js): it precaches the courier entry
 * so the app opens offline. It sits at the root so its scope can be /courier itself, and it
 * controls nothing else, so the admin app never runs under it.
 */
export function registerCourierWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/courier-sw.js', { scope: '/courier' }).catch((error: unknown) => {
      console.warn('The courier app could not install its offline support.', error);
    });
  });
}

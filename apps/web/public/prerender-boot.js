// A prerendered public page (src/prerender) paints from its HTML and CSS alone. This deferred
// script, the only one its head loads, adds the app's module preloads and entry script once the
// first frame is drawn, so the JavaScript never delays that paint nor competes with it for a
// slow phone's bandwidth; the app then hydrates the page (src/main.tsx).
(() => {
  const boot = document.currentScript;
  const main = boot?.dataset.main;
  if (!main) return;
  const preload = (boot.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = main;
    document.head.append(script);
  };
  // The browser reports the first contentful paint once it is on screen (in a tab opened in the
  // background, once the tab is shown and drawn).
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // Should a paint never be reported, the page still comes alive.
    setTimeout(start, 5000);
  } else {
    // Without paint timing: a frame's callback runs just before it is drawn, a task from it after.
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();

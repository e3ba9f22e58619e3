/**
 * First-party analytics (issue 14 item 6, SPEC §7): page views, clicks on links and on elements
 * marked `data-track`, and the landing page's sections once each when half seen. Only where the
 * server put its tag in the page (staging and production); sent in batches to our own endpoint
 * with sendBeacon, never to anyone else, with no cookie: a random id per browser tab
 * (sessionStorage) ties a visit together, and the user is named only after login.
 */

type EventKind = 'page_view' | 'click' | 'section_view';
interface QueuedEvent {
  kind: EventKind;
  name: string;
  path: string;
  at: number;
}

const ENDPOINT = '/api/analytics/events';
const SESSION_KEY = 'rv_analytics_session';
const BATCH = 20;
const FLUSH_MS = 5_000;
/** The landing page's sections whose views are counted (each once a page load). */
const SECTION_SELECTOR = '[data-analytics-section]';

let enabled = false;
let userId: string | null = null;
let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const seenSections = new Set<string>();

function sessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const events = queue.slice(0, 50);
  queue = queue.slice(50);
  const body = JSON.stringify({
    session_id: sessionId(),
    user_id: userId,
    language: document.documentElement.lang === 'es' ? 'es' : 'en',
    events,
  });
  const blob = new Blob([body], { type: 'application/json' });
  // sendBeacon survives the page closing; without it, a keepalive fetch does the same.
  if (!navigator.sendBeacon?.(ENDPOINT, blob))
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => {});
  if (queue.length > 0) flush();
}

export function track(kind: EventKind, name: string): void {
  if (!enabled) return;
  queue.push({ kind, name: name.slice(0, 200), path: location.pathname.slice(0, 300), at: Date.now() });
  if (queue.length >= BATCH) flush();
  else timer ??= setTimeout(flush, FLUSH_MS);
}

/** After login: the events that follow carry the user. */
export function identify(id: string | null): void {
  if (enabled && id !== userId) flush();
  userId = id;
}

/** At logout: the user is forgotten and a new visit starts. */
export function resetIdentity(): void {
  if (!enabled) return;
  flush();
  userId = null;
  sessionStorage.removeItem(SESSION_KEY);
}

/** The name a click is counted under: a marked element's mark, or the page a link opens. */
function clickName(target: Element): string | null {
  const marked = target.closest('[data-track]');
  if (marked) return marked.getAttribute('data-track');
  const link = target.closest('a[href]');
  if (!link) return null;
  const url = new URL((link as HTMLAnchorElement).href, location.href);
  return url.origin === location.origin ? url.pathname : `external:${url.host}`;
}

/**
 * Counts each marked section once per page load when half of it, or half of the screen's height
 * of it, is in view: a section taller than two screens still counts.
 */
export function watchSections(root: ParentNode): () => void {
  if (!enabled || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const name = (entry.target as HTMLElement).dataset.analyticsSection;
        if (!name || seenSections.has(name) || !entry.isIntersecting) continue;
        const screen = entry.rootBounds?.height ?? window.innerHeight;
        if (entry.intersectionRatio >= 0.5 || entry.intersectionRect.height >= screen / 2) {
          seenSections.add(name);
          track('section_view', name);
          observer.unobserve(entry.target);
        }
      }
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  for (const section of root.querySelectorAll(SECTION_SELECTOR)) observer.observe(section);
  return () => observer.disconnect();
}

/** Turns analytics on when the page carries the server's tag; records page views from now on. */
export function startAnalytics(
  onNavigate: (listener: (path: string) => void) => void,
  user: string | null,
): void {
  enabled = document.querySelector('meta[name="rv-analytics"]')?.getAttribute('content') === 'on';
  if (!enabled) return;
  userId = user;
  let last: string | null = null;
  const view = (path: string) => {
    if (path === last) return;
    last = path;
    track('page_view', path);
  };
  view(location.pathname);
  onNavigate(view);
  document.addEventListener(
    'click',
    (event) => {
      const name = event.target instanceof Element ? clickName(event.target) : null;
      if (name) track('click', name);
    },
    { capture: true },
  );
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

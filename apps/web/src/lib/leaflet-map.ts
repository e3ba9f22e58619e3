import type * as Leaflet from 'leaflet';
import { type RefObject, useEffect, useState } from 'react';

/** What a drawn map does when its box changes size and when the page lets it go. */
export interface MountedMap {
  resize(): void;
  destroy(): void;
}

/**
 * Loads Leaflet on demand and lets `mount` draw a map in `container`; the map follows the box's
 * size and is taken away when `mount` changes (keep it stable with useCallback) or the page
 * leaves. `isCurrent` tells later work (a frame, a timer) whether the map is still there.
 */
export function useLeafletMap(
  container: RefObject<HTMLElement | null>,
  mount: (L: typeof Leaflet, element: HTMLElement, isCurrent: () => boolean) => MountedMap,
): { ready: boolean; loadError: unknown } {
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);

  useEffect(() => {
    let cancelled = false;
    let mounted: MountedMap | undefined;
    let observer: ResizeObserver | undefined;
    import('leaflet')
      .then((L) => {
        const element = container.current;
        if (cancelled || !element) return;
        const map = mount(L, element, () => !cancelled);
        mounted = map;
        observer = new ResizeObserver(() => map.resize());
        observer.observe(element);
        setReady(true);
      })
      // A chunk that cannot load (offline, a new deploy) shows the page's error screen.
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      mounted?.destroy();
      setReady(false);
    };
  }, [container, mount]);

  return { ready, loadError };
}

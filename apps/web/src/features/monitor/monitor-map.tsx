import 'leaflet/dist/leaflet.css';
import './monitor-map.css';
import {
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useCourierWord } from '../../lib/courier-word';
import type { CourierView } from './map/courier-marker';
import { MapScene } from './map/map-scene';

export interface MonitorMapHandle {
  /** Flies to a courier; false when they have no position yet. */
  focus(id: string): boolean;
  fitAll(): void;
  /** Scrolls the page so the map is in view (phones, where the list is below it). */
  reveal(): void;
}

interface MonitorMapProps {
  couriers: readonly CourierView[];
  /** When it changes (another branch), the map fits the couriers it gets next. */
  fitKey: string;
  onSelect: (id: string | null) => void;
  ref?: Ref<MonitorMapHandle>;
  children?: ReactNode;
}

/**
 * The live map: Leaflet is loaded on demand and driven by MapScene. Tiles are optional; without
 * them the couriers, their routes and a faint grid still make a readable map.
 */
export function MonitorMap({ couriers, fitKey, onSelect, ref, children }: MonitorMapProps) {
  const { t } = useTranslation();
  // Read once, when the map is made: Leaflet's controls keep the words they were given.
  const mapWords = useRef({
    zoomIn: t('common.mapZoomIn'),
    zoomOut: t('common.mapZoomOut'),
    library: t('common.mapLibrary'),
  });
  const { plural } = useCourierWord();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLElement>(null);
  const scene = useRef<MapScene | null>(null);
  const select = useRef(onSelect);
  const fittedFor = useRef(fitKey);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);

  useLayoutEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    let cancelled = false;
    let created: MapScene | null = null;
    let observer: ResizeObserver | undefined;
    import('leaflet')
      .then((L) => {
        if (cancelled || !canvas.current) return;
        created = new MapScene(L, canvas.current, (id) => select.current(id), mapWords.current);
        scene.current = created;
        observer = new ResizeObserver(() => created?.resize());
        observer.observe(canvas.current);
        setReady(true);
      })
      // A chunk that cannot load (offline, a new deploy) shows the page's error screen.
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      created?.destroy();
      scene.current = null;
      setReady(false);
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    scene.current?.sync(couriers);
    if (fittedFor.current !== fitKey) {
      fittedFor.current = fitKey;
      scene.current?.refit();
    }
  }, [ready, couriers, fitKey]);

  useImperativeHandle(
    ref,
    () => ({
      focus: (id) => scene.current?.focus(id) ?? false,
      fitAll: () => scene.current?.fitAll(),
      reveal: () => frame.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    }),
    [],
  );

  if (loadError) throw loadError;
  return (
    <div ref={frame} className="monitor-map" data-testid="monitor-map">
      <section
        ref={canvas}
        className="monitor-map__canvas"
        aria-label={t('monitor.mapLabel', { couriers: plural })}
      />
      {children}
    </div>
  );
}

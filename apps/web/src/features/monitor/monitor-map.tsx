import 'leaflet/dist/leaflet.css';
import './monitor-map.css';
import type * as Leaflet from 'leaflet';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useCourierWord } from '../../lib/courier-word';
import { useLeafletMap } from '../../lib/leaflet-map';
import type { CourierView } from './map/courier-marker';
import { MapScene } from './map/map-scene';
import type { DestinationView } from './monitor-destinations';

export interface MonitorMapHandle {
  /** Flies to a courier; false when they have no position yet. */
  focus(id: string): boolean;
  fitAll(): void;
  /** Scrolls the page so the map is in view (phones, where the list is below it). */
  reveal(): void;
}

interface MonitorMapProps {
  couriers: readonly CourierView[];
  /** Issue 15: where the deliveries go. */
  destinations?: readonly DestinationView[];
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
export function MonitorMap({
  couriers,
  destinations = [],
  fitKey,
  onSelect,
  ref,
  children,
}: MonitorMapProps) {
  const { t } = useTranslation();
  // Read once, when the map is made: Leaflet's controls keep the words they were given.
  const mapWords = useRef({
    zoomIn: t('common.mapZoomIn'),
    zoomOut: t('common.mapZoomOut'),
    library: t('common.mapLibrary'),
  });
  const destinationLabel = useRef((name: string) => t('monitor.destination.pin', { name }));
  destinationLabel.current = (name: string) => t('monitor.destination.pin', { name });
  const { plural } = useCourierWord();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLElement>(null);
  const scene = useRef<MapScene | null>(null);
  const select = useRef(onSelect);
  const fittedFor = useRef(fitKey);

  useLayoutEffect(() => {
    select.current = onSelect;
  });

  const mount = useCallback((L: typeof Leaflet, element: HTMLElement) => {
    const created = new MapScene(
      L,
      element,
      (id) => select.current(id),
      mapWords.current,
      (name) => destinationLabel.current(name),
    );
    scene.current = created;
    return {
      resize: () => created.resize(),
      destroy: () => {
        created.destroy();
        scene.current = null;
      },
    };
  }, []);
  const { ready, loadError } = useLeafletMap(canvas, mount);

  useEffect(() => {
    if (!ready) return;
    // The pins first, so the first fit shows where the deliveries go as well as the couriers.
    scene.current?.syncDestinations(destinations);
    scene.current?.sync(couriers);
    if (fittedFor.current !== fitKey) {
      fittedFor.current = fitKey;
      scene.current?.refit();
    }
  }, [ready, couriers, destinations, fitKey]);

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

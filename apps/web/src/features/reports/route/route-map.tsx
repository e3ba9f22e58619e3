import { formatClock } from '@rutaviva/domain';
import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourierWord } from '../../../lib/courier-word';
import { useLeafletMap } from '../../../lib/leaflet-map';
import { addMapControls } from '../../../lib/map-controls';
import { tileConfig } from '../../../lib/tiles';
import { positionAt, type Timeline } from './route-playback';

type LatLng = [number, number];

interface MapParts {
  map: Leaflet.Map;
  /** The part of the route already driven at the replay's time. */
  driven: Leaflet.Polyline;
  courier: Leaflet.Marker;
  path: LatLng[];
}

const STREET_ZOOM = 16;

/**
 * The whole route faint, the part driven so far solid, start and end markers, and the courier
 * where they were at `time`. Leaflet loads on demand; tiles are optional (offline, ?tiles=none):
 * the route is drawn on a plain grid then, with a scale bar for distances.
 */
export function RouteMap({
  timeline,
  time,
  timeZone,
}: {
  timeline: Timeline;
  time: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const courier = useCourierWord().singular;
  const container = useRef<HTMLElement>(null);
  const parts = useRef<MapParts | null>(null);
  const startLabel = `${t('reports.route.start')} · ${formatClock(timeline.start, timeZone)}`;
  const endLabel = `${t('reports.route.end')} · ${formatClock(timeline.end, timeZone)}`;
  const [tiles] = useState(() => tileConfig(location.search, import.meta.env));
  const [mapWords] = useState(() => ({
    zoomIn: t('common.mapZoomIn'),
    zoomOut: t('common.mapZoomOut'),
    library: t('common.mapLibrary'),
  }));

  const mount = useCallback(
    (L: typeof Leaflet, element: HTMLElement, isCurrent: () => boolean) => {
      const path = timeline.points.map((point): LatLng => [point.lat, point.lng]);
      const map = L.map(element, {
        zoomControl: false,
        attributionControl: Boolean(tiles),
        zoomSnap: 0.25,
      });
      addMapControls(L, map, mapWords, 'topleft');
      if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
      L.control.scale({ imperial: false, position: 'bottomleft' }).addTo(map);
      const whole = L.polyline(path, {
        className: 'route-line route-line--whole',
        weight: 6,
        lineJoin: 'round',
      }).addTo(map);
      const driven = L.polyline([], {
        className: 'route-line route-line--driven',
        weight: 6,
        lineJoin: 'round',
      }).addTo(map);
      const first = path[0];
      const last = path.at(-1);
      if (first && last) {
        L.circleMarker(last, { className: 'route-end', radius: 9, weight: 3 })
          .bindTooltip(endLabel)
          .addTo(map);
        L.circleMarker(first, { className: 'route-start', radius: 9, weight: 3 })
          .bindTooltip(startLabel)
          .addTo(map);
      }
      const courier = L.marker(first ?? [0, 0], {
        icon: L.divIcon({ className: 'route-courier', html: '<span></span>', iconSize: [24, 24] }),
        interactive: false,
        keyboard: false,
        zIndexOffset: 1000,
      }).addTo(map);
      const fit = () => {
        map.invalidateSize();
        if (path.length > 1)
          map.fitBounds(whole.getBounds(), { padding: [40, 40], maxZoom: STREET_ZOOM + 1 });
        else if (first) map.setView(first, STREET_ZOOM);
      };
      fit();
      // The dialog may still be opening when Leaflet arrives: fit again once it has its size.
      requestAnimationFrame(() => isCurrent() && fit());
      parts.current = { map, driven, courier, path };
      return {
        resize: () => map.invalidateSize(),
        destroy: () => {
          parts.current = null;
          map.remove();
        },
      };
    },
    [timeline, tiles, startLabel, endLabel, mapWords],
  );
  const { ready, loadError } = useLeafletMap(container, mount);

  useEffect(() => {
    const current = parts.current;
    if (!ready || !current) return;
    const position = positionAt(timeline, time);
    const here: LatLng = [position.lat, position.lng];
    current.courier.setLatLng(here);
    current.driven.setLatLngs([...current.path.slice(0, position.index + 1), here]);
  }, [ready, time, timeline]);

  if (loadError) throw loadError;
  return (
    <div
      className={`route-map${tiles ? '' : ' route-map--no-tiles'}`}
      data-testid="route-map"
      data-point-count={timeline.points.length}
    >
      <section ref={container} className="route-map__canvas" aria-label={t('reports.route.mapLabel')} />
      <ul className="route-legend" aria-hidden="true">
        <li>
          <span className="route-legend__dot route-legend__dot--start" />
          {t('reports.route.start')}
        </li>
        <li>
          <span className="route-legend__dot route-legend__dot--courier" />
          {courier.charAt(0).toUpperCase() + courier.slice(1)}
        </li>
        <li>
          <span className="route-legend__dot route-legend__dot--end" />
          {t('reports.route.end')}
        </li>
      </ul>
    </div>
  );
}

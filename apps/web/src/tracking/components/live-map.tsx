import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { addMapControls } from '../../lib/map-controls';
import { tileConfig } from '../../lib/tiles';
import { useT } from '../i18n';
import type { TrackPoint } from '../lib/trip';
import type { Cover } from './bottom-sheet';
import { MapContext, type MapHandle } from './map-context';

type LatLngTuple = [number, number];

interface MapParts {
  L: typeof Leaflet;
  map: Leaflet.Map;
  route: Leaflet.Polyline;
  marker: Leaflet.Marker;
  origin: Leaflet.CircleMarker;
  /** Where the marker is drawn now (mid-animation included); null before the first point. */
  shown: LatLngTuple | null;
  /**
   * How many points are drawn as route behind the marker: while it glides, the index of the point
   * it heads for; once it rests on the newest point, all of them.
   */
  passed: number;
  frame: number;
  /** What the status panel covers now: the courier is kept in the rest of the map. */
  cover: () => Cover;
}

/** Mexico City, shown until the first position arrives. */
const DEFAULT_CENTER: LatLngTuple = [19.4326, -99.1332];
const STREET_ZOOM = 16;
/** Time to glide to one new point, and to a whole batch (couriers send one every 5 s). */
const LEG_MS = 900;
const BATCH_MS = 4_000;

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const tuple = (point: TrackPoint): LatLngTuple => [point.lat, point.lng];

const EDGE_PX = 32;

/** The part of the map the panel leaves visible, in container pixels. */
function visibleArea(parts: MapParts) {
  const size = parts.map.getSize();
  const cover = parts.cover();
  const left = Math.min(cover.left, size.x / 2);
  const bottom = Math.min(cover.bottom, size.y / 2);
  return { left, top: 0, right: size.x, bottom: size.y - bottom };
}

/** Pans so `position` sits in the middle of the visible part; Leaflet would centre it under the panel. */
function centreInView(parts: MapParts, position: LatLngTuple, animate: boolean) {
  const area = visibleArea(parts);
  const point = parts.map.latLngToContainerPoint(position);
  const target = { x: (area.left + area.right) / 2, y: (area.top + area.bottom) / 2 };
  parts.map.panBy([point.x - target.x, point.y - target.y], { animate });
}

/** True when `position` is inside the visible part, away from its edges. */
function comfortablyInView(parts: MapParts, position: LatLngTuple): boolean {
  const area = visibleArea(parts);
  const point = parts.map.latLngToContainerPoint(position);
  const marginX = (area.right - area.left) * 0.15;
  const marginY = (area.bottom - area.top) * 0.15;
  return (
    point.x >= area.left + marginX &&
    point.x <= area.right - marginX &&
    point.y >= area.top + marginY &&
    point.y <= area.bottom - marginY
  );
}

/**
 * Glides the marker from where it is drawn through every point it has not passed yet, so a batch
 * of positions plays back as movement and the route never runs ahead of the marker.
 */
function showPoints(parts: MapParts, points: TrackPoint[]) {
  const last = points.at(-1);
  if (!last) return;
  const { map, route, marker, origin } = parts;
  cancelAnimationFrame(parts.frame);
  const path = points.map(tuple);

  const draw = (passed: number, position: LatLngTuple) => {
    parts.passed = passed;
    parts.shown = position;
    marker.setLatLng(position);
    route.setLatLngs([...path.slice(0, passed), position]);
  };

  origin.setLatLng(path[0] ?? tuple(last));
  const from = parts.shown;
  if (!from) {
    draw(path.length - 1, tuple(last));
    parts.passed = path.length;
    marker.addTo(map);
    origin.addTo(map);
    const { left, right, bottom } = visibleArea(parts);
    if (path.length > 1) {
      map.fitBounds(route.getBounds(), {
        paddingTopLeft: [left + EDGE_PX, EDGE_PX],
        paddingBottomRight: [map.getSize().x - right + EDGE_PX, map.getSize().y - bottom + EDGE_PX],
        maxZoom: STREET_ZOOM,
      });
    } else {
      map.setView(tuple(last), STREET_ZOOM, { animate: false });
      centreInView(parts, tuple(last), false);
    }
    return;
  }
  if (!comfortablyInView(parts, tuple(last))) centreInView(parts, tuple(last), true);
  const base = Math.min(parts.passed, path.length - 1);
  const targets = path.slice(base);
  if (reducedMotion() || targets.length === 0) {
    draw(path.length - 1, tuple(last));
    parts.passed = path.length;
    return;
  }
  const legMs = Math.min(LEG_MS, BATCH_MS / targets.length);
  const started = performance.now();
  const step = (now: number) => {
    const elapsed = Math.max(0, now - started) / legMs;
    const leg = Math.min(Math.floor(elapsed), targets.length - 1);
    const progress = Math.min(1, elapsed - leg);
    const a = leg === 0 ? from : (targets[leg - 1] as LatLngTuple);
    const b = targets[leg] as LatLngTuple;
    // Ease only the last leg, so a batch plays as one steady drive that slows at its end.
    const eased = leg === targets.length - 1 ? 1 - (1 - progress) ** 3 : progress;
    draw(base + leg, [a[0] + (b[0] - a[0]) * eased, a[1] + (b[1] - a[1]) * eased]);
    if (leg < targets.length - 1 || progress < 1) parts.frame = requestAnimationFrame(step);
    else parts.passed = path.length;
  };
  parts.frame = requestAnimationFrame(step);
}

/**
 * Plain Leaflet in an effect (loaded on demand, so the not-found and ended states never download
 * it). Tiles are optional: the route and marker are drawn whether or not any tile loads.
 */
export function LiveMap({
  points,
  color,
  cover,
  stale = false,
  children,
}: {
  points: TrackPoint[];
  color: string;
  cover: Cover;
  /** The newest position is old (issue 15): the marker turns grey until a new one arrives. */
  stale?: boolean;
  /** Layers drawn on the map once it exists (the customer's pin), through MapContext. */
  children?: ReactNode;
}) {
  const { t } = useT();
  const container = useRef<HTMLElement>(null);
  const parts = useRef<MapParts | null>(null);
  const [ready, setReady] = useState(false);
  const coverNow = useRef(cover);
  coverNow.current = cover;
  const words = useRef({ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), library: t('map.library') });

  useEffect(() => {
    let cancelled = false;
    let created: Leaflet.Map | undefined;
    import('leaflet').then((L) => {
      if (cancelled || !container.current) return;
      const map = L.map(container.current, { zoomControl: false }).setView(DEFAULT_CENTER, 12);
      created = map;
      // Top right: the status panel takes the bottom on phones and the left on wide screens.
      addMapControls(L, map, words.current, 'topright');
      const tiles = tileConfig(location.search, import.meta.env);
      if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
      const route = L.polyline([], { color, weight: 5, opacity: 0.85, lineJoin: 'round' }).addTo(map);
      const marker = L.marker(DEFAULT_CENTER, {
        icon: L.divIcon({ className: 'tp-courier', html: '<span></span>', iconSize: [26, 26] }),
        interactive: false,
        keyboard: false,
      });
      const origin = L.circleMarker(DEFAULT_CENTER, {
        radius: 6,
        color,
        weight: 3,
        fillColor: '#ffffff',
        fillOpacity: 1,
        interactive: false,
      });
      parts.current = {
        L,
        map,
        route,
        marker,
        origin,
        shown: null,
        passed: 0,
        frame: 0,
        cover: () => coverNow.current,
      };
      setReady(true);
    });
    return () => {
      cancelled = true;
      if (parts.current) cancelAnimationFrame(parts.current.frame);
      parts.current = null;
      created?.remove();
      setReady(false);
    };
  }, [color]);

  useEffect(() => {
    if (ready && parts.current) showPoints(parts.current, points);
  }, [ready, points]);

  // After the points' effect, which adds the marker to the map with its first point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `points` re-runs it once the marker exists
  useEffect(() => {
    if (ready) parts.current?.marker.getElement()?.classList.toggle('is-stale', stale);
  }, [ready, stale, points]);

  const handle = useMemo<MapHandle | null>(() => {
    const current = ready ? parts.current : null;
    if (!current) return null;
    return {
      L: current.L,
      map: current.map,
      shows: (place) => comfortablyInView(current, [place.lat, place.lng]),
      visibleCentre: () => {
        const area = visibleArea(current);
        return current.map.containerPointToLatLng([(area.left + area.right) / 2, area.bottom / 2]);
      },
      visiblePadding: () => {
        const { left, right, bottom } = visibleArea(current);
        const size = current.map.getSize();
        return {
          paddingTopLeft: [left + EDGE_PX, EDGE_PX],
          paddingBottomRight: [size.x - right + EDGE_PX, size.y - bottom + EDGE_PX],
        };
      },
    };
  }, [ready]);

  // The panel opened or closed: keep the courier in what is left of the map.
  const newest = points.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of what the panel covers re-centres; new points have their own pan
  useEffect(() => {
    const current = parts.current;
    if (!ready || !current || !newest) return;
    const position = tuple(newest);
    if (!comfortablyInView(current, position)) centreInView(current, position, true);
  }, [ready, cover.left, cover.bottom]);

  return (
    <div
      className="tp-map"
      data-testid="route-map"
      data-point-count={points.length}
      data-stale={stale ? 'true' : 'false'}
    >
      <section ref={container} className="tp-map-canvas" aria-label={t('map.label')} />
      {points.length === 0 && <p className="tp-map-waiting">{t('status.waitingForLocation')}</p>}
      {handle && <MapContext.Provider value={handle}>{children}</MapContext.Provider>}
    </div>
  );
}

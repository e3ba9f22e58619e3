import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import { type MountedMap, useLeafletMap } from '../../lib/leaflet-map';
import { tileConfig } from '../../lib/tiles';
import type { LatLng } from '../lib/api';

/**
 * Issue 15: a small map with where the delivery goes and, when known, where the courier is.
 * Its own chunk (with Leaflet), loaded only once there is a destination to show, so the courier
 * entry stays within its budget. Looked at, not used: no dragging or zooming in a card that
 * scrolls with the page; the navigation app is one tap away for the way there.
 */
export default function DestinationMap({
  destination,
  courier,
  label,
  pinLabel,
  youLabel,
}: {
  destination: LatLng;
  courier?: LatLng | null;
  /** The map's accessible name. */
  label: string;
  pinLabel: string;
  youLabel: string;
}) {
  const container = useRef<HTMLElement>(null);
  const parts = useRef<{ L: typeof Leaflet; map: Leaflet.Map; you: Leaflet.CircleMarker | null } | null>(
    null,
  );
  const { lat, lng } = destination;
  const words = useRef({ pinLabel, youLabel });
  words.current = { pinLabel, youLabel };

  const mount = useCallback(
    (L: typeof Leaflet, element: HTMLElement): MountedMap => {
      const map = L.map(element, {
        zoomControl: false,
        dragging: false,
        scrollWheelZoom: false,
        doubleClickZoom: false,
        touchZoom: false,
        boxZoom: false,
        keyboard: false,
      }).setView([lat, lng], 15);
      const tiles = tileConfig(location.search, import.meta.env);
      if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
      L.marker([lat, lng], {
        icon: L.divIcon({
          className: 'c-dest-pin',
          html: '<span></span>',
          iconSize: [28, 28],
          iconAnchor: [14, 28],
        }),
        title: words.current.pinLabel,
        alt: words.current.pinLabel,
        keyboard: false,
        interactive: false,
      }).addTo(map);
      parts.current = { L, map, you: null };
      return {
        resize: () => map.invalidateSize(),
        destroy: () => {
          parts.current = null;
          map.remove();
        },
      };
    },
    [lat, lng],
  );
  const { ready } = useLeafletMap(container, mount);

  const courierLat = courier?.lat;
  const courierLng = courier?.lng;
  useEffect(() => {
    const drawn = parts.current;
    if (!ready || !drawn) return;
    const { L, map } = drawn;
    if (courierLat === undefined || courierLng === undefined) {
      drawn.you?.remove();
      drawn.you = null;
      map.setView([lat, lng], 15);
      return;
    }
    drawn.you ??= L.circleMarker([courierLat, courierLng], {
      radius: 8,
      color: '#ffffff',
      weight: 3,
      fillColor: '#1d4ed8',
      fillOpacity: 1,
      interactive: false,
    }).addTo(map);
    drawn.you.setLatLng([courierLat, courierLng]);
    map.fitBounds(
      L.latLngBounds([
        [lat, lng],
        [courierLat, courierLng],
      ]),
      { padding: [28, 28], maxZoom: 16 },
    );
  }, [ready, lat, lng, courierLat, courierLng]);

  return <figure ref={container} className="c-dest-map" aria-label={label} />;
}

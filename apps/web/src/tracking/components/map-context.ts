import type * as Leaflet from 'leaflet';
import { createContext, useContext } from 'react';

/**
 * The live map as its layers see it (the customer's pin): Leaflet itself, loaded on demand, the
 * map, and the part of it the status panel leaves visible.
 */
export interface MapHandle {
  L: typeof Leaflet;
  map: Leaflet.Map;
  /** Whether a place is well inside the visible part of the map, away from its edges. */
  shows(place: Leaflet.LatLng): boolean;
  /** The middle of the visible part of the map. */
  visibleCentre(): Leaflet.LatLng;
  /** Padding for fitBounds so what is fitted lands in the visible part. */
  visiblePadding(): { paddingTopLeft: Leaflet.PointTuple; paddingBottomRight: Leaflet.PointTuple };
}

export const MapContext = createContext<MapHandle | null>(null);

export const useMapHandle = () => useContext(MapContext);

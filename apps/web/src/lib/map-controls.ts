import type * as Leaflet from 'leaflet';

/** Leaflet's own control texts, which it only knows in English. */
export interface MapWords {
  zoomIn: string;
  zoomOut: string;
  /** The title of the "Leaflet" credit: what the library is. */
  library: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/**
 * Adds the zoom buttons with the page's words (their title is also their accessible name) and
 * gives the attribution's "Leaflet" credit a title in the page's language, so a Spanish page
 * reads no English on or around its map.
 */
export function addMapControls(
  L: typeof Leaflet,
  map: Leaflet.Map,
  words: MapWords,
  zoomPosition: Leaflet.ControlPosition,
): void {
  L.control
    .zoom({ position: zoomPosition, zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut })
    .addTo(map);
  map.attributionControl?.setPrefix(
    `<a href="https://leafletjs.com" title="${escapeHtml(words.library)}">Leaflet</a>`,
  );
}

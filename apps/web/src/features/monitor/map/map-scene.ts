import type * as Leaflet from 'leaflet';
import { addMapControls, type MapWords } from '../../../lib/map-controls';
import { tileConfig } from '../../../lib/tiles';
import type { DestinationView } from '../monitor-destinations';
import { CourierMarker, type CourierView, type LatLngTuple } from './courier-marker';
import { DestinationPins } from './destination-pins';

/** Mexico City, shown until the first position arrives. */
const DEFAULT_CENTER: LatLngTuple = [19.4326, -99.1332];
const CITY_ZOOM = 12;
/** Close enough to read the streets around one courier. */
const STREET_ZOOM = 16;
const FIT_MAX_ZOOM = 15;

/**
 * A faint grid under the map tiles: where no tile loads (offline, tiles turned off) the map still
 * reads as a map, and panning and zooming still show movement. Loaded tiles cover it.
 */
function paperLayer(L: typeof Leaflet): Leaflet.GridLayer {
  class Paper extends L.GridLayer {
    protected override createTile(): HTMLElement {
      const tile = document.createElement('div');
      tile.className = 'monitor-paper';
      return tile;
    }
  }
  return new Paper({ zIndex: 0, maxZoom: 19 });
}

/**
 * Everything Leaflet does for the monitor, outside React: one marker per courier with a known
 * position, one animation loop for all of them, fitting and focusing.
 */
export class MapScene {
  private readonly map: Leaflet.Map;
  private readonly couriers = new Map<string, CourierMarker>();
  private frame = 0;
  private fitted = false;
  private selectedId: string | null = null;
  /** A flight to a courier is under way: following must not cut it short. */
  private flying = false;
  /** The dispatcher dragged the map: a resize keeps their view instead of fitting everyone. */
  private dragged = false;
  private readonly destinations: DestinationPins;

  constructor(
    private readonly L: typeof Leaflet,
    container: HTMLElement,
    private readonly onSelect: (id: string | null) => void,
    words: MapWords,
    destinationLabel: (courierName: string) => string,
  ) {
    // Quarter zoom steps let "fit everyone" fill the map instead of leaving half of it empty.
    this.map = L.map(container, { zoomControl: false, zoomSnap: 0.25, worldCopyJump: true }).setView(
      DEFAULT_CENTER,
      CITY_ZOOM,
    );
    addMapControls(L, this.map, words, 'bottomright');
    L.control.scale({ imperial: false, position: 'bottomleft' }).addTo(this.map);
    paperLayer(L).addTo(this.map);
    // A click on the map itself (not on a courier) clears the selection.
    this.map.on('click', () => onSelect(null));
    this.map.on('dragstart', () => {
      this.dragged = true;
    });
    const tiles = tileConfig(location.search, import.meta.env);
    if (tiles)
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, zIndex: 1 }).addTo(this.map);
    this.destinations = new DestinationPins(L, this.map, destinationLabel);
  }

  /** Issue 15: a pin where each delivery with a destination goes. */
  syncDestinations(views: readonly DestinationView[]) {
    this.destinations.sync(views);
  }

  /** Draws these couriers and removes the others. */
  sync(views: readonly CourierView[]) {
    const seen = new Set<string>();
    for (const view of views) {
      if (view.path.length === 0) continue;
      seen.add(view.id);
      let courier = this.couriers.get(view.id);
      if (!courier) {
        courier = new CourierMarker(this.L, this.map, view.id, this.onSelect);
        this.couriers.set(view.id, courier);
      }
      courier.update(view);
    }
    for (const [id, courier] of this.couriers) {
      if (seen.has(id)) continue;
      courier.remove();
      this.couriers.delete(id);
    }

    const selected = views.find((view) => view.selected)?.id ?? null;
    if (selected && selected === this.selectedId) this.follow(selected);
    this.selectedId = selected;

    if (!this.fitted && this.couriers.size > 0) {
      this.fitted = true;
      this.fitAll(false);
    }
    if (this.frame === 0 && [...this.couriers.values()].some((courier) => courier.moving)) this.animate();
  }

  /** The next couriers to arrive decide the view again (another branch was chosen). */
  refit() {
    this.fitted = false;
    this.dragged = false;
    if (this.couriers.size > 0) {
      this.fitted = true;
      this.fitAll(true);
    }
  }

  /** Every courier's position in view, and where their deliveries go. */
  fitAll(animate = true) {
    const positions = [
      ...[...this.couriers.values()]
        .map((courier) => courier.position)
        .filter((position): position is LatLngTuple => position !== null),
      ...this.destinations.positions,
    ];
    if (positions.length === 0) return;
    if (positions.length === 1) {
      this.map.setView(positions[0] as LatLngTuple, FIT_MAX_ZOOM, { animate });
      return;
    }
    // More room at the top, where the "Show everyone" button sits.
    this.map.fitBounds(this.L.latLngBounds(positions), {
      paddingTopLeft: [48, 80],
      paddingBottomRight: [48, 48],
      maxZoom: FIT_MAX_ZOOM,
      animate,
    });
  }

  /** Flies to one courier; false when they have no position yet. */
  focus(id: string): boolean {
    const position = this.couriers.get(id)?.position;
    if (!position) return false;
    this.flying = true;
    this.map.once('moveend', () => {
      this.flying = false;
    });
    this.map.flyTo(position, Math.max(this.map.getZoom(), STREET_ZOOM), { duration: 0.8 });
    return true;
  }

  /**
   * Leaflet measures its container once; a layout change must tell it again. A phone turned on
   * its side or a window made narrower fits everyone again, unless the dispatcher chose a view.
   */
  resize() {
    this.map.invalidateSize();
    if (this.fitted && !this.dragged && this.selectedId === null) this.fitAll(false);
  }

  destroy() {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.map.remove();
  }

  /** Keeps the selected courier in view as they move. */
  private follow(id: string) {
    const position = this.couriers.get(id)?.position;
    if (position && !this.flying && !this.map.getBounds().pad(-0.15).contains(position))
      this.map.panTo(position);
  }

  private animate() {
    const tick = (now: number) => {
      let moving = false;
      for (const courier of this.couriers.values()) moving = courier.step(now) || moving;
      this.frame = moving ? requestAnimationFrame(tick) : 0;
    };
    this.frame = requestAnimationFrame(tick);
  }
}

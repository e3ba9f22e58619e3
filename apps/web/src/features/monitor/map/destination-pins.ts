import type * as Leaflet from 'leaflet';
import type { DestinationView } from '../monitor-destinations';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/**
 * Issue 15: a pin where each delivery goes, in its courier's colour, so the dispatcher sees at a
 * glance who heads where. A drop with a white ring, never a disc: it cannot be taken for a courier.
 */
export class DestinationPins {
  private readonly pins = new Map<string, { marker: Leaflet.Marker; key: string }>();

  constructor(
    private readonly L: typeof Leaflet,
    private readonly map: Leaflet.Map,
    private readonly label: (courierName: string) => string,
  ) {}

  /** Where the pins are, so "fit everyone" shows where the deliveries go too. */
  get positions(): [number, number][] {
    return [...this.pins.values()].map(({ marker }) => {
      const at = marker.getLatLng();
      return [at.lat, at.lng];
    });
  }

  /** Draws these pins and removes the others. */
  sync(views: readonly DestinationView[]) {
    const seen = new Set<string>();
    for (const view of views) {
      seen.add(view.id);
      const key = `${view.lat},${view.lng},${view.color},${view.courierName},${view.selected},${view.dimmed}`;
      const drawn = this.pins.get(view.id);
      if (drawn?.key === key) continue;
      drawn?.marker.remove();
      this.pins.set(view.id, { marker: this.pin(view).addTo(this.map), key });
    }
    for (const [id, drawn] of this.pins) {
      if (seen.has(id)) continue;
      drawn.marker.remove();
      this.pins.delete(id);
    }
  }

  private pin(view: DestinationView): Leaflet.Marker {
    const name = escapeHtml(this.label(view.courierName));
    const classes = [
      'monitor-destination',
      view.selected ? 'is-selected' : '',
      view.dimmed ? 'is-dimmed' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return this.L.marker([view.lat, view.lng], {
      icon: this.L.divIcon({
        className: classes,
        html: `<span class="monitor-destination__pin" role="img" aria-label="${name}" style="--courier-color: ${escapeHtml(view.color)}" data-testid="monitor-destination" data-trip-id="${escapeHtml(view.id)}" data-lat="${view.lat}" data-lng="${view.lng}"></span>`,
        iconSize: [26, 26],
        iconAnchor: [13, 26],
      }),
      keyboard: false,
      interactive: false,
      zIndexOffset: -100,
    });
  }
}

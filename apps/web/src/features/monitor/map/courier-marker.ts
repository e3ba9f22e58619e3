import type * as Leaflet from 'leaflet';
import { STALE_COLOR } from '../courier-look';

export type LatLngTuple = [number, number];

/** What the map shows of one courier; built by the page from the state on every render. */
export interface CourierView {
  id: string;
  path: LatLngTuple[];
  color: string;
  initials: string;
  name: string;
  /** "Last report 12 s ago", for the tooltip. */
  report: string;
  stale: boolean;
  /** Between deliveries: a hollow disc where they were last seen. */
  idle: boolean;
  /** The route so far and where it started are drawn (a delivery with positions). */
  route: boolean;
  /** The most serious alert of their delivery, drawn as a badge on the disc. */
  alert: 'danger' | 'warning' | null;
  selected: boolean;
  /** Another courier is selected: this one steps back. */
  dimmed: boolean;
}

/** Time to glide to one new point, and at most to a whole batch of them. */
const LEG_MS = 900;
const BATCH_MS = 3_000;

interface Glide {
  from: LatLngTuple;
  /** Index in the path of the first point the marker heads for. */
  base: number;
  started: number;
  legMs: number;
}

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const sameSpot = (a: LatLngTuple | undefined, b: LatLngTuple | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

function tooltipContent(): { root: HTMLElement; name: HTMLElement; report: HTMLElement } {
  const root = document.createElement('div');
  root.className = 'monitor-tooltip';
  const name = document.createElement('strong');
  const report = document.createElement('span');
  root.append(name, report);
  return { root, name, report };
}

/**
 * One courier on the map: a disc with initials, the route so far and where it started. New
 * points play back as a glide through each of them, and the route never runs ahead of the disc.
 */
export class CourierMarker {
  private readonly marker: Leaflet.Marker;
  private readonly route: Leaflet.Polyline;
  private readonly origin: Leaflet.CircleMarker;
  private readonly tooltip = tooltipContent();
  private path: LatLngTuple[] = [];
  /** Where the disc is drawn now, mid-glide included. */
  private shown: LatLngTuple | null = null;
  /** How many points lie behind the disc (drawn as route). */
  private passed = 0;
  private glide: Glide | null = null;
  private selected: boolean | null = null;
  /** The route and its start are on the map (a delivery under way), not only the disc. */
  private routeShown = false;

  constructor(
    L: typeof Leaflet,
    private readonly map: Leaflet.Map,
    id: string,
    onSelect: (id: string) => void,
  ) {
    this.route = L.polyline([], { weight: 4, lineJoin: 'round', lineCap: 'round', interactive: false });
    this.origin = L.circleMarker([0, 0], {
      radius: 5,
      weight: 3,
      fillColor: '#ffffff',
      fillOpacity: 1,
      interactive: false,
    });
    this.marker = L.marker([0, 0], {
      icon: L.divIcon({
        className: 'monitor-marker',
        html: '<span class="monitor-marker__disc"></span>',
        iconSize: [38, 38],
      }),
      keyboard: false,
      riseOnHover: true,
    });
    this.marker.on('click', () => onSelect(id));
  }

  /** The newest point: where the courier is, as far as anyone knows. */
  get position(): LatLngTuple | null {
    return this.path.at(-1) ?? null;
  }

  update(view: CourierView) {
    const previous = this.path;
    this.path = view.path;
    this.style(view);
    const last = view.path.at(-1);
    if (!last) return;
    this.origin.setLatLng(view.path[0] ?? last);
    this.showRoute(view.route);
    if (this.shown === null) {
      this.marker.addTo(this.map);
      this.style(view);
      this.rest();
      return;
    }
    if (sameSpot(previous.at(-1), last) && previous.length === view.path.length) return;
    if (view.path.length < previous.length || reducedMotion()) {
      this.rest();
      return;
    }
    const base = Math.min(this.passed, view.path.length - 1);
    const legs = view.path.length - base;
    this.glide = {
      from: this.shown,
      base,
      started: performance.now(),
      legMs: Math.min(LEG_MS, BATCH_MS / legs),
    };
  }

  /** Moves the disc one animation frame on; false once it rests on the newest point. */
  step(now: number): boolean {
    const glide = this.glide;
    if (!glide) return false;
    const targets = this.path.slice(glide.base);
    const elapsed = Math.max(0, now - glide.started) / glide.legMs;
    const leg = Math.min(Math.floor(elapsed), targets.length - 1);
    const progress = Math.min(1, elapsed - leg);
    if (leg === targets.length - 1 && progress >= 1) {
      this.rest();
      return false;
    }
    const a = leg === 0 ? glide.from : (targets[leg - 1] as LatLngTuple);
    const b = targets[leg] as LatLngTuple;
    // Only the last leg eases out, so a batch plays as one steady drive that slows at its end.
    const eased = leg === targets.length - 1 ? 1 - (1 - progress) ** 3 : progress;
    this.draw(glide.base + leg, [a[0] + (b[0] - a[0]) * eased, a[1] + (b[1] - a[1]) * eased]);
    return true;
  }

  get moving(): boolean {
    return this.glide !== null;
  }

  remove() {
    this.marker.remove();
    this.showRoute(false);
  }

  private showRoute(shown: boolean) {
    if (shown === this.routeShown) return;
    this.routeShown = shown;
    if (shown) {
      this.route.addTo(this.map);
      this.origin.addTo(this.map);
    } else {
      this.route.remove();
      this.origin.remove();
    }
  }

  private rest() {
    this.glide = null;
    const last = this.path.at(-1);
    if (last) this.draw(this.path.length, last);
  }

  private draw(passed: number, position: LatLngTuple) {
    this.passed = passed;
    this.shown = position;
    this.marker.setLatLng(position);
    this.route.setLatLngs([...this.path.slice(0, passed), position]);
  }

  private style(view: CourierView) {
    const color = view.stale ? STALE_COLOR : view.color;
    this.route.setStyle({
      color,
      weight: view.selected ? 6 : 4,
      opacity: view.dimmed ? 0.3 : 0.85,
      dashArray: view.stale ? '2 9' : undefined,
    });
    this.origin.setStyle({ color, opacity: view.dimmed ? 0.4 : 1, fillOpacity: view.dimmed ? 0.4 : 1 });
    if (view.selected) this.route.bringToFront();
    // The selected courier on top, then those on a delivery, then the silent and the idle.
    this.marker.setZIndexOffset(view.selected ? 1_000 : view.stale || view.idle ? -1_000 : 0);

    const element = this.marker.getElement();
    if (element) {
      element.style.setProperty('--courier-color', view.color);
      element.classList.toggle('is-stale', view.stale);
      element.classList.toggle('is-idle', view.idle);
      element.classList.toggle('has-alert', view.alert !== null);
      element.classList.toggle('is-danger', view.alert === 'danger');
      element.classList.toggle('is-selected', view.selected);
      element.classList.toggle('is-dimmed', view.dimmed);
      const disc = element.firstElementChild;
      if (disc && disc.textContent !== view.initials) disc.textContent = view.initials;
    }

    this.tooltip.name.textContent = view.name;
    this.tooltip.report.textContent = view.report;
    if (this.selected !== view.selected) {
      // The selected courier's name stays on; the others' show on hover.
      this.selected = view.selected;
      this.marker.unbindTooltip();
      this.marker.bindTooltip(this.tooltip.root, {
        direction: 'top',
        offset: [0, -20],
        permanent: view.selected,
        className: 'monitor-tooltip-box',
      });
    }
  }
}

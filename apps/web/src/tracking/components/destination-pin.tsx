import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n';
import type { TrackPoint } from '../lib/trip';
import type { CustomerPin } from '../lib/use-customer-pin';
import { useMapHandle } from './map-context';

const STREET_ZOOM = 16;

/** A house in a teardrop, so it reads as "my place", never as the courier's round marker. */
const PIN_HTML =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
  '<path d="M16 41C16 41 2 25.5 2 16a14 14 0 0 1 28 0c0 9.5-14 25-14 25z"/>' +
  '<path class="tp-pin-house" d="M16 8.5 8.5 15h2.2v7.5h4v-5h2.6v5h4V15h2.2z"/></svg>';

/**
 * Issue 15: the customer's pin on the live map, dragged to correct it; while the customer is
 * placing it by hand, a tap on the map puts it there. It is drawn on the map of `LiveMap`
 * (through MapContext) and never changes how the map fits the courier's route, except to bring a
 * pin just found by the phone into view together with the courier.
 */
export function DestinationPin({ pin, courier }: { pin: CustomerPin; courier: TrackPoint | null }) {
  const { t } = useT();
  const handle = useMapHandle();
  const marker = useRef<Leaflet.Marker | null>(null);
  const actions = useRef(pin);
  actions.current = pin;
  const label = t('pin.marker');

  // The marker exists while there is a pin; dragging it saves the new place.
  const hasPlace = pin.place !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per pin; its place follows below
  useEffect(() => {
    const place = actions.current.place;
    if (!handle || !place) return;
    const { L, map } = handle;
    const created = L.marker([place.lat, place.lng], {
      icon: L.divIcon({ className: 'tp-pin', html: PIN_HTML, iconSize: [32, 42], iconAnchor: [16, 41] }),
      draggable: true,
      // The keyboard's way is "Put the pin in the middle of the map" in the panel.
      keyboard: false,
      zIndexOffset: 1000,
      autoPan: true,
    }).addTo(map);
    const element = created.getElement();
    element?.setAttribute('role', 'img');
    element?.setAttribute('aria-label', label);
    element?.setAttribute('data-testid', 'customer-pin');
    created.on('dragend', () => {
      const { lat, lng } = created.getLatLng();
      actions.current.placeAt({ lat, lng }, 'dragged');
    });
    marker.current = created;
    return () => {
      created.remove();
      marker.current = null;
    };
  }, [handle, hasPlace]);

  // Follows the pin's place, and goes back to it when a move could not be saved (`version`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-runs it when the place is unchanged
  useEffect(() => {
    if (pin.place) marker.current?.setLatLng([pin.place.lat, pin.place.lng]);
    const element = marker.current?.getElement();
    element?.setAttribute('data-lat', String(pin.place?.lat ?? ''));
    element?.setAttribute('data-lng', String(pin.place?.lng ?? ''));
  }, [pin.place, pin.version]);

  // A place from the phone may be anywhere: show it with the courier, without zooming past the street.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly located place is brought into view
  useEffect(() => {
    if (!handle || !pin.place || pin.lastAction !== 'located') return;
    const { L, map } = handle;
    const place = L.latLng(pin.place.lat, pin.place.lng);
    if (handle.shows(place)) return;
    const bounds = L.latLngBounds([place, courier ? L.latLng(courier.lat, courier.lng) : place]);
    map.fitBounds(bounds, { ...handle.visiblePadding(), maxZoom: STREET_ZOOM });
  }, [handle, pin.place, pin.lastAction]);

  // The panel's "middle of the map" button places the pin where the customer has moved the map.
  useEffect(() => {
    if (!handle) return;
    const centre = actions.current.mapCentre;
    centre.current = () => {
      const { lat, lng } = handle.visibleCentre();
      return { lat, lng };
    };
    return () => {
      centre.current = null;
    };
  }, [handle]);

  // Placing by hand: a tap on the map puts the pin there.
  useEffect(() => {
    if (!handle || !pin.picking) return;
    const { map } = handle;
    const onClick = (event: Leaflet.LeafletMouseEvent) =>
      actions.current.placeAt({ lat: event.latlng.lat, lng: event.latlng.lng }, 'placed');
    map.on('click', onClick);
    map.getContainer().classList.add('is-picking');
    return () => {
      map.off('click', onClick);
      map.getContainer().classList.remove('is-picking');
    };
  }, [handle, pin.picking]);

  return null;
}

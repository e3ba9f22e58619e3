import { type Estimate, estimateView } from '@rutaviva/domain';

/**
 * Issue 15: the phone's navigation app, with the destination. Google's "directions" URL opens
 * Google Maps on Android and on iPhone (the app when installed, else the web), and needs no key.
 */
export function navigationUrl(destination: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates(destination)}`;
}

/** Android's own "open with" for a place: any map app the courier prefers (iPhones ignore it). */
export function geoUrl(destination: { lat: number; lng: number }): string {
  const at = coordinates(destination);
  return `geo:${at}?q=${at}`;
}

/** Six decimals: about 10 cm, more than any phone's position is worth. */
const coordinates = ({ lat, lng }: { lat: number; lng: number }) =>
  `${Number(lat.toFixed(6))},${Number(lng.toFixed(6))}`;

/** What the estimate line says at `now`: one figure, or the range when uncertain; null without one. */
export type EstimateLine =
  | { kind: 'about'; minutes: number; arrivalAt: number }
  | { kind: 'range'; low: number; high: number; arrivalAt: number };

export function estimateLine(estimate: Estimate | null | undefined, now: number): EstimateLine | null {
  const view = estimateView(estimate, now);
  if (!view) return null;
  return view.ranged
    ? { kind: 'range', low: view.lowMinutes, high: view.highMinutes, arrivalAt: view.arrivalAt }
    : { kind: 'about', minutes: view.minutes, arrivalAt: view.arrivalAt };
}

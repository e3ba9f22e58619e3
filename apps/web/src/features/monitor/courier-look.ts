import type { LiveTrip } from './monitor-state';

/** Dark enough for white initials (contrast ≥ 4.5:1), hues far enough apart to tell on a map. */
export const COURIER_COLORS = [
  '#0f766e',
  '#c2410c',
  '#1d4ed8',
  '#9333ea',
  '#be185d',
  '#4d7c0f',
  '#a16207',
  '#334155',
] as const;

/** The grey of a courier with no recent signal (tokens.css --ink-400). */
export const STALE_COLOR = '#94a3a1';

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

/**
 * One colour per trip on screen. A trip keeps the colour it was given for as long as it is shown
 * (`previous`); a new one takes the colour its courier's id points to, so a courier tends to have
 * the same colour on every visit, or the next free one. Older trips choose first.
 */
export function courierColors(
  trips: readonly LiveTrip[],
  previous: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const colors = new Map<string, string>();
  const taken = new Set<string>();
  for (const trip of trips) {
    const kept = previous.get(trip.generated_trip_id);
    if (kept && !taken.has(kept)) {
      colors.set(trip.generated_trip_id, kept);
      taken.add(kept);
    }
  }
  const oldestFirst = trips
    .filter((trip) => !colors.has(trip.generated_trip_id))
    .sort((a, b) => a.start_time - b.start_time);
  for (const trip of oldestFirst) {
    const preferred = hash(trip.courier_id) % COURIER_COLORS.length;
    const free = COURIER_COLORS.map(
      (_, step) => COURIER_COLORS[(preferred + step) % COURIER_COLORS.length] as string,
    ).find((color) => !taken.has(color));
    // More couriers than colours: they share, and their names tell them apart.
    const color = free ?? (COURIER_COLORS[preferred] as string);
    colors.set(trip.generated_trip_id, color);
    taken.add(color);
  }
  return colors;
}

export function courierName(trip: LiveTrip): string {
  return `${trip.delivery_user_first_name} ${trip.delivery_user_last_name}`.trim();
}

/** "Sofía Ramírez" → "SR"; one name → its first two letters. */
export function initialsOf(trip: LiveTrip): string {
  const first = [...trip.delivery_user_first_name.trim()];
  const last = [...trip.delivery_user_last_name.trim()];
  const letters = last.length > 0 ? `${first[0] ?? ''}${last[0]}` : first.slice(0, 2).join('');
  return letters.toLocaleUpperCase() || '?';
}

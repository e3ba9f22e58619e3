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
 * One colour per courier on screen (`ids`, the first choosing first). A courier keeps the colour
 * they were given for as long as they are shown (`previous`); a new one takes the colour their id
 * points to, so a courier tends to have the same colour on every visit, or the next free one.
 */
export function courierColors(
  ids: readonly string[],
  previous: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const colors = new Map<string, string>();
  const taken = new Set<string>();
  for (const id of ids) {
    const kept = previous.get(id);
    if (kept && !taken.has(kept)) {
      colors.set(id, kept);
      taken.add(kept);
    }
  }
  for (const id of ids) {
    if (colors.has(id)) continue;
    const preferred = hash(id) % COURIER_COLORS.length;
    const free = COURIER_COLORS.map(
      (_, step) => COURIER_COLORS[(preferred + step) % COURIER_COLORS.length] as string,
    ).find((color) => !taken.has(color));
    // More couriers than colours: they share, and their names tell them apart.
    const color = free ?? (COURIER_COLORS[preferred] as string);
    colors.set(id, color);
    taken.add(color);
  }
  return colors;
}

export function courierName(courier: { firstName: string; lastName: string }): string {
  return `${courier.firstName} ${courier.lastName}`.trim();
}

/** "Sofía Ramírez" → "SR"; one name → its first two letters. */
export function initialsOf(courier: { firstName: string; lastName: string }): string {
  const first = [...courier.firstName.trim()];
  const last = [...courier.lastName.trim()];
  const letters = last.length > 0 ? `${first[0] ?? ''}${last[0]}` : first.slice(0, 2).join('');
  return letters.toLocaleUpperCase() || '?';
}

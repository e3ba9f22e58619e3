/**
 * A small deterministic random source (mulberry32 seeded by an FNV-1a hash of a key): the same
 * courier on the same day always gets the same deliveries, so a later run can tell which of
 * them are written already and a test can hold the history to exact expectations.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A normally distributed number (Box–Muller). */
  normal(mean: number, deviation: number): number;
}

function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function seededRandom(key: string): SeededRandom {
  let state = hashKey(key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    normal: (mean, deviation) => {
      const u = 1 - next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}

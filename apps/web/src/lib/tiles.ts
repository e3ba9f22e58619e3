/**
 * Map tiles: VITE_MAP_TILE_URL at build time (empty for none), OpenStreetMap by default.
 * `?tiles=none` turns them off for one visit (tests, offline demos); the page works without them.
 */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface TileConfig {
  url: string;
  attribution: string;
}

export function tileConfig(
  search: string,
  env: { VITE_MAP_TILE_URL?: string; VITE_MAP_TILE_ATTRIBUTION?: string },
): TileConfig | null {
  if (new URLSearchParams(search).get('tiles') === 'none') return null;
  const url = env.VITE_MAP_TILE_URL ?? DEFAULT_TILE_URL;
  if (!url) return null;
  return {
    url,
    attribution: env.VITE_MAP_TILE_ATTRIBUTION ?? (url === DEFAULT_TILE_URL ? DEFAULT_ATTRIBUTION : ''),
  };
}

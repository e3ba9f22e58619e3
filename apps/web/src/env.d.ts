/** Build-time map settings (lib/tiles.ts): the tracking page and the monitor. */
interface ImportMetaEnv {
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

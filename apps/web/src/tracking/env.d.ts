/** Build-time map settings of the tracking page (lib/tiles.ts). */
interface ImportMetaEnv {
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

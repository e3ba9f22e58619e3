/** Build-time map settings (lib/tiles.ts): the tracking page and the monitor. */
interface ImportMetaEnv {
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

/** Build-time landing settings (features/landing/landing-settings.ts), written by vite.entry.ts. */
declare const __LANDING_SETTINGS__: import('./features/landing/landing-settings').LandingSettings;

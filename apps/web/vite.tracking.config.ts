import { entryConfig } from './vite.entry';

/** The customer's tracking page (/t, /track-demo), built alone: see vite.entry.ts. */
const config = entryConfig(
  { tracking: 't.html' },
  // t.html is one module and no <link rel="modulepreload">: the polyfill would have nothing to do.
  { modulePreload: { polyfill: false } },
);

// Leaflet's own minified build is 0.3 KB gz smaller than its source minified here, and the
// customer's page counts every kilobyte (≤ 130 KB gz of JS with the map). Only the bare
// specifier: `leaflet/dist/leaflet.css` is left alone.
config.resolve = { alias: [{ find: /^leaflet$/, replacement: 'leaflet/dist/leaflet.js' }] };

export default config;

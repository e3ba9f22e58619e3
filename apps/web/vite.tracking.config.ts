import { entryConfig } from './vite.entry';

/** The customer's tracking page (/t, /track-demo), built alone: see vite.entry.ts. */
export default entryConfig(
  { tracking: 't.html' },
  // t.html is one module and no <link rel="modulepreload">: the polyfill would have nothing to do.
  { modulePreload: { polyfill: false } },
);

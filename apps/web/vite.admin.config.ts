import { entryConfig } from './vite.entry';

/** The admin app (index.html), built alone: see vite.entry.ts. */
export default entryConfig({ main: 'index.html' });

import { entryConfig } from './vite.entry';

/**
 * The admin app (index.html), built alone: see vite.entry.ts. Its manifest tells
 * scripts/prerender.mjs which chunks and CSS a prerendered page links (the script removes it).
 */
export default entryConfig({ main: 'index.html' }, { manifest: true });

import { defineConfig } from 'vite';
import { landingSettings } from './vite.entry';

/**
 * The renderer's build (scripts/prerender.mjs adds its own plugins): the same build-time landing
 * settings as the client, so the prerendered markup and the app that hydrates it agree.
 */
export default defineConfig({ plugins: [landingSettings()] });

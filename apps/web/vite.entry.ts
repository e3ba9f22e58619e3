import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, loadEnv, type Plugin } from 'vite';
import {
  type LandingSettings,
  LandingSettingsError,
  parseMediaUrl,
  parseSocialLinks,
} from './src/features/landing/landing-settings';

/**
 * The admin app and the customer's tracking page are each built alone, after vite.config.ts has
 * built the courier PWA into dist/ (`npm run build`). In one build, code that entries share is
 * tree-shaken for all of them at once, so the tracking page and the courier app would load the
 * admin's schemas and full zod beside the few they parse with. Built alone, each entry loads only
 * what it uses, and keeps its own bundle budget.
 */
/**
 * Schemas are built by calling zod (`z.object(…)`), which a bundler must assume has side effects,
 * so a schema file would bring every schema in it, used or not. Declaring `z` and its members
 * pure lets each entry keep only the schemas it parses with (nothing of ours calls zod for an
 * effect: no `z.config`, no registries).
 */
export const TREESHAKE_SCHEMAS = { manualPureFunctions: ['z'] };

/** The recorded media of the landing page (scripts/record-media.ts), served at /media/. */
const MEDIA_DIR = resolve(import.meta.dirname, 'public', 'media');

function mediaVersions(): Record<string, string> {
  if (!existsSync(MEDIA_DIR)) return {};
  const versions: Record<string, string> = {};
  for (const name of readdirSync(MEDIA_DIR)) {
    versions[name] = createHash('sha256')
      .update(readFileSync(resolve(MEDIA_DIR, name)))
      .digest('hex')
      .slice(0, 10);
  }
  return versions;
}

/**
 * MEDIA_URL and SOCIAL_LINKS, read when the app is built (from the environment or a .env file)
 * and written into the bundle as `__LANDING_SETTINGS__`; a bad value stops the build, naming it.
 */
export function landingSettings(): Plugin {
  return {
    name: 'rutaviva:landing-settings',
    config(_config, { mode }) {
      const env = { ...loadEnv(mode, import.meta.dirname, ['MEDIA_URL', 'SOCIAL_LINKS']), ...process.env };
      let settings: LandingSettings;
      try {
        settings = {
          mediaUrl: parseMediaUrl(env.MEDIA_URL),
          mediaVersions: mediaVersions(),
          socialLinks: parseSocialLinks(env.SOCIAL_LINKS),
        };
      } catch (error) {
        if (error instanceof LandingSettingsError) throw new Error(`Invalid build setting: ${error.message}`);
        throw error;
      }
      return { define: { __LANDING_SETTINGS__: JSON.stringify(settings) } };
    },
  };
}

export function entryConfig(input: Record<string, string>, build: BuildEnvironmentOptions = {}) {
  return defineConfig({
    plugins: [react(), landingSettings()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      rolldownOptions: { input, treeshake: TREESHAKE_SCHEMAS },
      ...build,
    },
  });
}

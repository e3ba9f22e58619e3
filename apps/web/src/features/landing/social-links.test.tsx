import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { landingSettings as buildPlugin } from '../../../vite.entry';
import { initI18n } from '../../lib/i18n';
import type { LandingSettings } from './landing-settings';
import { SocialLinks } from './social-links';

initI18n('english');

const globals = globalThis as { __LANDING_SETTINGS__?: LandingSettings };
const savedEnv = { ...process.env };

/** What the build writes into the bundle for these settings (vite.entry.ts's plugin). */
function build(env: Record<string, string>): LandingSettings {
  process.env = { ...savedEnv, ...env };
  const plugin = buildPlugin();
  const config = (plugin.config as (c: object, e: { mode: string }) => { define: Record<string, string> })(
    {},
    { mode: 'production' },
  );
  return JSON.parse(config.define.__LANDING_SETTINGS__ as string) as LandingSettings;
}

afterEach(() => {
  process.env = savedEnv;
  delete globals.__LANDING_SETTINGS__;
});

describe('the footer social links, set at build time', () => {
  it('shows a link for each configured network', () => {
    globals.__LANDING_SETTINGS__ = build({
      SOCIAL_LINKS: 'facebook=https://facebook.com/rutaviva,linkedin=https://linkedin.com/company/rutaviva',
    });
    const html = renderToStaticMarkup(<SocialLinks />);
    expect(html).toContain('href="https://facebook.com/rutaviva"');
    expect(html).toContain('href="https://linkedin.com/company/rutaviva"');
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toContain('RutaViva on LinkedIn');
  });

  it('shows nothing when none is set', () => {
    globals.__LANDING_SETTINGS__ = build({ SOCIAL_LINKS: '' });
    expect(renderToStaticMarkup(<SocialLinks />)).toBe('');
  });

  it('stops the build naming the bad entry', () => {
    expect(() => build({ SOCIAL_LINKS: 'facebook=https://facebook.com/x,friendster=https://f.com' })).toThrow(
      'Invalid build setting: SOCIAL_LINKS entry "friendster=https://f.com"',
    );
    expect(() => build({ MEDIA_URL: 'media' })).toThrow('Invalid build setting: MEDIA_URL "media"');
  });

  it("defaults the media location to the app's own /media/, with each file's version", () => {
    const settings = build({});
    expect(settings.mediaUrl).toBe('/media/');
    expect(settings.mediaVersions['monitor-en.webm']).toMatch(/^[0-9a-f]{10}$/);
  });
});

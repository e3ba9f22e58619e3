/**
 * The landing page's build-time settings (root README "Configuration"): where its videos and
 * images are served from (MEDIA_URL) and the product's social pages (SOCIAL_LINKS). Vite reads
 * them when it builds the web app (vite.entry.ts), so prerendered markup and the app agree; a
 * bad value fails the build with a message naming it. Pure: the build imports it in Node.
 */

export const DEFAULT_MEDIA_URL = '/media/';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface LandingSettings {
  /** Ends with a slash: a file's address is this followed by its name. */
  mediaUrl: string;
  /** A short hash of each media file's content, by file name (cache busting). */
  mediaVersions: Record<string, string>;
  socialLinks: SocialLink[];
}

export class LandingSettingsError extends Error {}

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** MEDIA_URL: a path on this server ("/media/") or an http(s) address; blank means the default. */
export function parseMediaUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_MEDIA_URL;
  const absolutePath = value.startsWith('/') && !value.startsWith('//');
  if (!absolutePath && !isWebUrl(value)) {
    throw new LandingSettingsError(
      `MEDIA_URL "${value}" is neither a path starting with / nor an http(s) address, e.g. /media/ or https://cdn.example.com/rutaviva/`,
    );
  }
  if (/[\s"'<>]/.test(value))
    throw new LandingSettingsError(`MEDIA_URL "${value}" contains spaces or quotes`);
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * SOCIAL_LINKS: comma-separated `network=address` entries, e.g.
 * `facebook=https://facebook.com/rutaviva,instagram=https://instagram.com/rutaviva`.
 * Blank means none: the footer then shows no social icons.
 */
export function parseSocialLinks(raw: string | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  for (const entry of (raw ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const equals = trimmed.indexOf('=');
    const network = (equals < 0 ? trimmed : trimmed.slice(0, equals)).trim().toLowerCase();
    const url = equals < 0 ? '' : trimmed.slice(equals + 1).trim();
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) {
      throw new LandingSettingsError(
        `SOCIAL_LINKS entry "${trimmed}": "${network}" is not one of ${SOCIAL_NETWORKS.join(', ')}`,
      );
    }
    if (!url.startsWith('https://') || !isWebUrl(url) || /[\s"'<>]/.test(url)) {
      throw new LandingSettingsError(
        `SOCIAL_LINKS entry "${trimmed}": the address must be an https:// URL, as in ${network}=https://…`,
      );
    }
    if (links.some((link) => link.network === network)) {
      throw new LandingSettingsError(`SOCIAL_LINKS entry "${trimmed}": ${network} is given twice`);
    }
    links.push({ network: network as SocialNetwork, url });
  }
  return links;
}

/**
 * The settings the build wrote into the bundle (`__LANDING_SETTINGS__`, vite.entry.ts); the
 * defaults where nothing was written (unit tests, a build without the plugin).
 */
export function landingSettings(): LandingSettings {
  return typeof __LANDING_SETTINGS__ === 'undefined'
    ? { mediaUrl: DEFAULT_MEDIA_URL, mediaVersions: {}, socialLinks: [] }
    : __LANDING_SETTINGS__;
}

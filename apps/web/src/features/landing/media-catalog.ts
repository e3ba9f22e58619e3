/**
 * The landing page's videos and images: recorded from the running app by
 * apps/web/scripts/record-media.ts into public/media/, one set per language. Width and height are
 * the pixels of each file, so the page reserves the box before anything loads (no layout shift).
 * Pure data and string helpers: the recording script imports it too.
 */
export type MediaFrame = 'phone' | 'browser';

export interface MediaSpec {
  kind: 'video' | 'image';
  frame: MediaFrame;
  width: number;
  height: number;
}

export const LANDING_MEDIA = {
  /** The customer's tracking page of a live demo delivery, on a phone. */
  tracking: { kind: 'video', frame: 'phone', width: 360, height: 720 },
  /** The admin's live monitor with the demo couriers driving. */
  monitor: { kind: 'video', frame: 'browser', width: 960, height: 600 },
  /** The reports page: the admin portal. */
  admin: { kind: 'image', frame: 'browser', width: 1280, height: 800 },
  /** The reviews page: what customers said. */
  feedback: { kind: 'image', frame: 'browser', width: 1280, height: 800 },
  /** The courier types a number and starts; the customer's page follows the trip. */
  how: { kind: 'video', frame: 'phone', width: 360, height: 720 },
} as const satisfies Record<string, MediaSpec>;

export type MediaName = keyof typeof LANDING_MEDIA;
export type MediaLanguage = 'en' | 'es';

export type MediaFiles = { webm: string; mp4: string; poster: string } | { image: string };

/** The files of one item in one language, as the recording script writes them. */
export function mediaFiles(name: MediaName, language: MediaLanguage): MediaFiles {
  const base = `${name}-${language}`;
  if (LANDING_MEDIA[name].kind === 'image') return { image: `${base}.webp` };
  return { webm: `${base}.webm`, mp4: `${base}.mp4`, poster: `${base}.webp` };
}

/**
 * A file's address under the media location, with a short hash of its content when the build
 * knows it, so a re-recorded file is never served from a stale cache.
 */
export function mediaUrl(
  base: string,
  file: string,
  versions: Readonly<Record<string, string>> = {},
): string {
  const version = versions[file];
  return `${base}${file}${version ? `?v=${version}` : ''}`;
}

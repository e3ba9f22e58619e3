/**
 * The help page's screenshots, captured by apps/web/scripts/capture-tutorial.ts into
 * public/tutorial/<en|es>/<name>.webp. Width and height are the CSS pixels of the captured
 * viewport, so each <img> reserves its exact box before it loads (no layout shift).
 */
export type ShotDevice = 'phone' | 'desktop';

export interface Shot {
  name: ShotName;
  device: ShotDevice;
  width: number;
  height: number;
}

export const PHONE_VIEWPORT = { width: 375, height: 740, scale: 2 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800, scale: 1 } as const;

export const SHOT_NAMES = [
  'courier-login',
  'courier-start',
  'courier-trip',
  'tracking',
  'monitor',
  'reports',
  'reviews',
] as const;
export type ShotName = (typeof SHOT_NAMES)[number];

const PHONE_SHOTS: readonly ShotName[] = ['courier-login', 'courier-start', 'courier-trip', 'tracking'];

export function shot(name: ShotName): Shot {
  const device: ShotDevice = PHONE_SHOTS.includes(name) ? 'phone' : 'desktop';
  const viewport = device === 'phone' ? PHONE_VIEWPORT : DESKTOP_VIEWPORT;
  return { name, device, width: viewport.width, height: viewport.height };
}

/** Screenshots exist in English and Spanish; the page shows the ones of its language. */
export function shotSrc(name: ShotName, language: 'english' | 'spanish'): string {
  return `/tutorial/${language === 'spanish' ? 'es' : 'en'}/${name}.webp`;
}

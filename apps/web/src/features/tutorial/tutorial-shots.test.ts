import { describe, expect, it } from 'vitest';
import { SHOT_NAMES, shot, shotSrc } from './tutorial-shots';

describe('tutorial screenshots', () => {
  it('frames the courier app and the tracking page as phones, the admin pages as desktops', () => {
    expect(shot('courier-trip')).toEqual({ name: 'courier-trip', device: 'phone', width: 375, height: 740 });
    expect(shot('reports')).toMatchObject({ device: 'desktop', width: 1280, height: 800 });
  });

  it('serves each screenshot in the page’s language', () => {
    expect(shotSrc('tracking', 'spanish')).toBe('/tutorial/es/tracking.webp');
    expect(shotSrc('tracking', 'english')).toBe('/tutorial/en/tracking.webp');
  });

  it('names every screenshot once', () => {
    expect(new Set(SHOT_NAMES).size).toBe(SHOT_NAMES.length);
  });
});

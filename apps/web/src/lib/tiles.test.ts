import { describe, expect, it } from 'vitest';
import { tileConfig } from './tiles';

describe('tileConfig', () => {
  it('uses OpenStreetMap with its attribution by default', () => {
    expect(tileConfig('?id=x', {})?.url).toContain('openstreetmap.org');
    expect(tileConfig('?id=x', {})?.attribution).toContain('OpenStreetMap');
  });

  it('takes the build-time URL, and none when it is empty', () => {
    expect(tileConfig('', { VITE_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' })?.url).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(tileConfig('', { VITE_MAP_TILE_URL: '' })).toBeNull();
  });

  it('turns tiles off with ?tiles=none', () => {
    expect(tileConfig('?id=x&tiles=none', {})).toBeNull();
  });
});

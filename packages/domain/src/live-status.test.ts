import { describe, expect, it } from 'vitest';
import { STALE_POSITION_SECONDS } from './constants';
import { isPositionStale, positionAgeSeconds } from './live-status';

describe('live status of a position', () => {
  const last = 1_700_000_000;

  it('has no age before the first position', () => {
    expect(positionAgeSeconds(null, last)).toBeNull();
    expect(isPositionStale(undefined, last)).toBe(false);
  });

  it('counts whole seconds and never goes negative when the phone runs ahead', () => {
    expect(positionAgeSeconds(last, last + 90.7)).toBe(90);
    expect(positionAgeSeconds(last, last - 30)).toBe(0);
    expect(isPositionStale(last, last - 600)).toBe(false);
  });

  it('turns stale only past the threshold, and recovers with a newer point', () => {
    expect(isPositionStale(last, last + STALE_POSITION_SECONDS)).toBe(false);
    expect(isPositionStale(last, last + STALE_POSITION_SECONDS + 1)).toBe(true);
    expect(isPositionStale(last + STALE_POSITION_SECONDS, last + STALE_POSITION_SECONDS + 1)).toBe(false);
  });
});

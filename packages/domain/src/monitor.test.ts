import { describe, expect, it } from 'vitest';
import { courierActivity } from './monitor';

const seen = { lat: 19.43, lng: -99.13, timestamp: 1_000 };

describe('courierActivity', () => {
  it('puts a delivery under way first, even for a courier deactivated mid-route', () => {
    expect(courierActivity({ active: true, openTrips: 1, lastPosition: null })).toBe('on_delivery');
    expect(courierActivity({ active: false, openTrips: 1, lastPosition: seen })).toBe('on_delivery');
  });

  it('tells an idle courier from one never seen, and an inactive one from both', () => {
    expect(courierActivity({ active: true, openTrips: 0, lastPosition: seen })).toBe('idle');
    expect(courierActivity({ active: true, openTrips: 0, lastPosition: null })).toBe('never_seen');
    expect(courierActivity({ active: false, openTrips: 0, lastPosition: seen })).toBe('inactive');
  });
});

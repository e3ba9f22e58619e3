import type { Estimate } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { estimateLine, geoUrl, navigationUrl } from './destination-links';

const estimate = (seconds: number, low: number, high: number, ranged: boolean): Estimate => ({
  seconds,
  low_seconds: low,
  high_seconds: high,
  arrival_at: 1_000 + seconds,
  computed_at: 1_000,
  ranged,
});

describe('navigation links', () => {
  it("open the phone's navigation app with the destination's coordinates", () => {
    expect(navigationUrl({ lat: 19.4326077, lng: -99.1332081 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=19.432608,-99.133208',
    );
    expect(geoUrl({ lat: 19.5, lng: -99.25 })).toBe('geo:19.5,-99.25?q=19.5,-99.25');
  });
});

describe('estimateLine', () => {
  it('says nothing without an estimate', () => {
    expect(estimateLine(null, 1_000)).toBeNull();
  });

  it('gives one figure and the time of arrival, counting down between updates', () => {
    expect(estimateLine(estimate(480, 420, 540, false), 1_000)).toEqual({
      kind: 'about',
      minutes: 8,
      arrivalAt: 1_480,
    });
    expect(estimateLine(estimate(480, 420, 540, false), 1_120)).toMatchObject({ minutes: 6 });
  });

  it('gives the range when the estimate is uncertain', () => {
    expect(estimateLine(estimate(480, 360, 720, true), 1_000)).toEqual({
      kind: 'range',
      low: 6,
      high: 12,
      arrivalAt: 1_480,
    });
  });
});

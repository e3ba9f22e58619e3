import { describe, expect, it } from 'vitest';
import { pointFromPosition, shouldRecord } from './track-filter';

const at = (lat: number, lng: number, timestamp: number) => ({ lat, lng, timestamp });

describe('shouldRecord', () => {
  it('records the first fix of a trip', () => {
    expect(shouldRecord(null, at(19.4, -99.1, 100))).toBe(true);
  });

  it('records a move of more than a few metres', () => {
    expect(shouldRecord(at(19.4, -99.1, 100), at(19.401, -99.1, 101))).toBe(true);
  });

  it('skips a second fix within the same second, or one back in time', () => {
    expect(shouldRecord(at(19.4, -99.1, 100), at(19.41, -99.1, 100))).toBe(false);
    expect(shouldRecord(at(19.4, -99.1, 100), at(19.41, -99.1, 99))).toBe(false);
  });

  it('skips jitter while standing still until the heartbeat is due', () => {
    const last = at(19.4, -99.1, 100);
    expect(shouldRecord(last, at(19.40001, -99.1, 110))).toBe(false);
    expect(shouldRecord(last, at(19.40001, -99.1, 130))).toBe(true);
  });
});

describe('pointFromPosition', () => {
  const position = (timestamp: number, accuracy: number) =>
    ({ timestamp, coords: { latitude: 19.4, longitude: -99.1, accuracy } }) as GeolocationPosition;

  it('uses whole seconds and keeps the accuracy in metres', () => {
    expect(pointFromPosition(position(1_700_000_000_900, 12.34), 1_700_000_001_000)).toEqual({
      lat: 19.4,
      lng: -99.1,
      timestamp: 1_700_000_000,
      accuracy: 12.3,
    });
  });

  it('never dates a point after the phone’s clock', () => {
    expect(pointFromPosition(position(1_700_000_500_000, 5), 1_700_000_000_000).timestamp).toBe(
      1_700_000_000,
    );
  });
});

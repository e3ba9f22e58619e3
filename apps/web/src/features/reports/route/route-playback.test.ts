import { describe, expect, it } from 'vitest';
import { buildTimeline, formatElapsed, pointIndexAt, positionAt, replayRate } from './route-playback';

const points = [
  { lat: 19.4, lng: -99.1 },
  { lat: 19.5, lng: -99.2 },
  { lat: 19.6, lng: -99.3 },
];

describe('buildTimeline', () => {
  it('pairs points with their timestamps', () => {
    const timeline = buildTimeline(points, [1000, 1010, 1040]);
    expect(timeline).toMatchObject({ start: 1000, end: 1040, synthetic: false });
  });

  it('spaces points a second apart when the timestamps do not pair up', () => {
    expect(buildTimeline(points, [1000, 1010])).toMatchObject({ times: [0, 1, 2], synthetic: true });
    expect(buildTimeline(points, [1000, 990, 1040]).synthetic).toBe(true);
  });
});

describe('positionAt', () => {
  const timeline = buildTimeline(points, [1000, 1010, 1040]);

  it('rests on a point at its own time', () => {
    expect(positionAt(timeline, 1010)).toEqual({ ...points[1], index: 1 });
  });

  it('moves between two points in proportion to the time', () => {
    const halfway = positionAt(timeline, 1025);
    expect(halfway.index).toBe(1);
    expect(halfway.lat).toBeCloseTo(19.55);
    expect(halfway.lng).toBeCloseTo(-99.25);
  });

  it('stays at the ends outside the recorded time', () => {
    expect(positionAt(timeline, 900)).toEqual({ ...points[0], index: 0 });
    expect(positionAt(timeline, 5000)).toEqual({ ...points[2], index: 2 });
  });

  it('finds the last point at or before a time', () => {
    expect(pointIndexAt(timeline, 1009)).toBe(0);
    expect(pointIndexAt(timeline, 1039.9)).toBe(1);
    expect(pointIndexAt(timeline, 1040)).toBe(2);
  });

  it('handles a route of one point', () => {
    const single = buildTimeline([points[0] as (typeof points)[0]], [1000]);
    expect(positionAt(single, 1200)).toEqual({ ...points[0], index: 0 });
    expect(replayRate(single)).toBe(1);
  });
});

describe('formatting', () => {
  it('writes the elapsed time as m:ss or h:mm:ss', () => {
    expect(formatElapsed(65)).toBe('1:05');
    expect(formatElapsed(3725)).toBe('1:02:05');
  });

  it('plays a 40-minute trip in about 20 seconds', () => {
    expect(replayRate(buildTimeline(points, [0, 1200, 2400]))).toBe(120);
  });
});

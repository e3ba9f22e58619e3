import { describe, expect, it } from 'vitest';
import { pointsOfRoute, RouteSchema, routeOfPoints } from './points';

describe('routeOfPoints and pointsOfRoute', () => {
  const points = [
    { lat: 19.43, lng: -99.13, timestamp: 1_700_000_000 },
    { lat: 19.44, lng: -99.14, timestamp: 1_700_000_005 },
  ];

  it("writes points as the spec's parallel arrays", () => {
    expect(routeOfPoints(points)).toEqual({
      all_coordinates: [
        { lat: 19.43, lng: -99.13 },
        { lat: 19.44, lng: -99.14 },
      ],
      coordinates_timestamps: [1_700_000_000, 1_700_000_005],
    });
  });

  it('reads the parallel arrays back into the same points', () => {
    expect(pointsOfRoute(routeOfPoints(points))).toEqual(points);
  });

  it('leaves out a place that has no time', () => {
    const route = {
      all_coordinates: [
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
      ],
      coordinates_timestamps: [10],
    };
    expect(pointsOfRoute(route)).toEqual([{ lat: 1, lng: 2, timestamp: 10 }]);
  });

  it('builds a route its schema accepts, and the schema refuses a time that is not a number', () => {
    expect(RouteSchema.safeParse(routeOfPoints(points)).success).toBe(true);
    expect(RouteSchema.safeParse({ all_coordinates: [], coordinates_timestamps: ['10'] }).success).toBe(
      false,
    );
  });
});

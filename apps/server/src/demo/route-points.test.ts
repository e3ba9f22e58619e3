import { greatCircleKm, type LatLng, routeDistanceKm } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  COYOACAN_TO_UNIVERSIDAD,
  INSURGENTES_TO_WTC,
  REFORMA_TO_ANTROPOLOGIA,
  REFORMA_TO_BELLAS_ARTES,
} from './cdmx-routes';
import { pathPrefix, pointsAlong, reversedRoute, stepKm } from './route-points';

const CDMX_ROUTES = [
  REFORMA_TO_BELLAS_ARTES,
  INSURGENTES_TO_WTC,
  REFORMA_TO_ANTROPOLOGIA,
  COYOACAN_TO_UNIVERSIDAD,
];

describe('pointsAlong', () => {
  const square: LatLng[] = [
    { lat: 19.4, lng: -99.1 },
    { lat: 19.41, lng: -99.1 },
    { lat: 19.41, lng: -99.11 },
  ];

  it('starts and ends where the path does, with points evenly spaced through the bend', () => {
    const points = pointsAlong(square, 0.1);
    expect(points[0]).toEqual(square[0]);
    expect(points.at(-1)).toEqual(square[2]);
    const gaps = points.slice(1).map((point, i) => greatCircleKm(points[i] as LatLng, point));
    // Every gap is one step (within rounding), except at the bend (a chord) and the short last one.
    for (const gap of gaps.slice(0, -1)) expect(gap).toBeGreaterThan(0.07);
    for (const gap of gaps) expect(gap).toBeLessThan(0.1 * 1.002);
    expect(routeDistanceKm(points)).toBeCloseTo(routeDistanceKm(square), 1);
  });

  it('has as many points as the length takes steps', () => {
    const length = routeDistanceKm(square);
    expect(pointsAlong(square, 0.05)).toHaveLength(Math.floor(length / 0.05) + 2);
  });

  it('gives nothing for an empty path and refuses a step of zero', () => {
    expect(pointsAlong([], 0.1)).toEqual([]);
    expect(() => pointsAlong(square, 0)).toThrow();
  });
});

describe('stepKm', () => {
  it('is the distance covered in one tick', () => {
    expect(stepKm(36, 2)).toBeCloseTo(0.02);
  });
});

describe('reversedRoute', () => {
  it('drives the same streets back and names the way back', () => {
    const back = reversedRoute(REFORMA_TO_BELLAS_ARTES);
    expect(back.name).toBe('Bellas Artes → Ángel de la Independencia');
    expect(back.path[0]).toEqual(REFORMA_TO_BELLAS_ARTES.path.at(-1));
  });
});

describe('the Mexico City routes', () => {
  it.each(CDMX_ROUTES.map((route) => [route.name, route] as const))(
    '%s stays in Mexico City, is 1.5 to 5 km long and has no jumps',
    (_name, route) => {
      for (const point of route.path) {
        expect(point.lat).toBeGreaterThan(19.3);
        expect(point.lat).toBeLessThan(19.5);
        expect(point.lng).toBeGreaterThan(-99.25);
        expect(point.lng).toBeLessThan(-99.1);
      }
      const length = routeDistanceKm(route.path);
      expect(length).toBeGreaterThan(1.5);
      expect(length).toBeLessThan(5);
      const legs = route.path.slice(1).map((point, i) => greatCircleKm(route.path[i] as LatLng, point));
      expect(Math.max(...legs)).toBeLessThan(0.5);
      // At 30 km/h with a point every 2 s: a live trip of a few minutes.
      const points = pointsAlong(route.path, stepKm(30, 2)).length;
      expect(points).toBeGreaterThan(50);
      expect(points).toBeLessThan(400);
    },
  );
});

describe('pathPrefix', () => {
  it('cuts a route at a distance along it, between two corners', () => {
    const prefix = pathPrefix(REFORMA_TO_BELLAS_ARTES.path, 1);
    expect(routeDistanceKm(prefix)).toBeCloseTo(1, 6);
    expect(prefix.slice(0, -1)).toEqual(REFORMA_TO_BELLAS_ARTES.path.slice(0, prefix.length - 1));
  });

  it('keeps the whole route when asked for more than its length', () => {
    expect(pathPrefix(REFORMA_TO_BELLAS_ARTES.path, 100)).toEqual(REFORMA_TO_BELLAS_ARTES.path);
  });
});

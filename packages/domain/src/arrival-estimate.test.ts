import { describe, expect, it } from 'vitest';
import {
  type ArrivalEstimate,
  ETA,
  estimateArrival,
  learnDetourFactor,
  observeSpeed,
  VEHICLE_ETA_DEFAULTS,
} from './arrival-estimate';
import { greatCircleKm, type LatLng } from './geo';
import type { TrackPoint } from './wire/points';

const T0 = 1_790_000_000;
const LAT = 19.4;
const KM_PER_DEG_LNG = greatCircleKm({ lat: LAT, lng: 0 }, { lat: LAT, lng: 1 });

/** A place `km` east of the start. */
const east = (km: number): LatLng => ({ lat: LAT, lng: -99.2 + km / KM_PER_DEG_LNG });

/** Positions every 5 s for `seconds`, going east at `kmh`, starting `fromKm` east of the start. */
function drive(seconds: number, kmh: number, fromKm = 0, start = T0): TrackPoint[] {
  const points: TrackPoint[] = [];
  for (let t = 0; t <= seconds; t += 5)
    points.push({ ...east(fromKm + (kmh * t) / 3600), timestamp: start + t });
  return points;
}

describe('arrival estimate', () => {
  it('says nothing without a destination', () => {
    const positions = drive(60, 30);
    for (const destination of [null, undefined])
      expect(
        estimateArrival({ positions, destination, vehicleType: 'motorcycle', nowSeconds: T0 + 60 }),
      ).toBeNull();
  });

  it('is the straight line times the detour at the recent speed blended with the vehicle default', () => {
    const positions = drive(600, 30);
    const now = T0 + 600;
    const here = positions[positions.length - 1] as TrackPoint;
    const destination = east(5 + 3);
    const estimate = estimateArrival({
      positions,
      destination,
      vehicleType: 'motorcycle',
      nowSeconds: now,
      detourFactor: 1.2,
    }) as ArrivalEstimate;
    // The last 6 minutes: 3 km in 360 s, plus the default 22 km/h counted as 150 s.
    const speed = ((3 + (22 * 150) / 3600) * 3600) / (360 + 150);
    const expected = ((greatCircleKm(here, destination) * 1.2) / speed) * 3600;
    expect(estimate.speedKmh).toBeCloseTo(speed, 1);
    expect(Math.abs(estimate.seconds - expected)).toBeLessThanOrEqual(2);
    expect(estimate.arrivalAt).toBe(now + estimate.seconds);
    expect(estimate.computedAt).toBe(now);
    expect(estimate.lowSeconds).toBeLessThanOrEqual(estimate.seconds);
    expect(estimate.highSeconds).toBeGreaterThanOrEqual(estimate.seconds);
  });

  it("uses the vehicle's default speed and detour with one position, and a wide range", () => {
    const [start] = drive(0, 0) as [TrackPoint];
    const destination = east(2);
    const one = estimateArrival({
      positions: [start],
      destination,
      vehicleType: 'bicycle',
      nowSeconds: T0,
    }) as ArrivalEstimate;
    const { speedKmh, detour } = VEHICLE_ETA_DEFAULTS.bicycle;
    expect(one.seconds).toBe(Math.round(((2 * detour) / speedKmh) * 3600));
    expect(one.uncertainty).toBeGreaterThan(0.5);
    const many = estimateArrival({
      positions: drive(600, 14),
      destination: east(5),
      vehicleType: 'bicycle',
      nowSeconds: T0 + 600,
    }) as ArrivalEstimate;
    expect(many.uncertainty).toBeLessThan(one.uncertainty);
  });

  it('is zero once the courier is at the destination', () => {
    const positions = drive(60, 30);
    const here = positions[positions.length - 1] as TrackPoint;
    const estimate = estimateArrival({
      positions,
      destination: { lat: here.lat + 0.0002, lng: here.lng },
      vehicleType: 'truck',
      nowSeconds: T0 + 60,
    });
    expect(estimate?.seconds).toBe(0);
    expect(estimate?.arrivalAt).toBe(T0 + 60);
  });

  it('widens the range when the courier stands still or the speed is erratic', () => {
    const destination = east(10);
    const moving = drive(300, 30);
    const stopped = [
      ...moving,
      ...Array.from({ length: 24 }, (_, i) => ({ ...east(2.5), timestamp: T0 + 305 + i * 5 })),
    ];
    const steady = estimateArrival({
      positions: moving,
      destination,
      vehicleType: 'motorcycle',
      nowSeconds: T0 + 300,
    }) as ArrivalEstimate;
    const standing = estimateArrival({
      positions: stopped,
      destination,
      vehicleType: 'motorcycle',
      nowSeconds: T0 + 420,
    }) as ArrivalEstimate;
    expect(observeSpeed(stopped).stoppedFor).toBeGreaterThanOrEqual(115);
    expect(standing.uncertainty).toBeGreaterThan(steady.uncertainty);
    const erratic = [...drive(150, 45), ...drive(150, 10, 45 * (150 / 3600), T0 + 155)];
    expect(observeSpeed(erratic).variation).toBeGreaterThan(observeSpeed(moving).variation + 0.3);
  });

  it('ignores GPS jitter while standing and counts a long stop only up to a red light', () => {
    const jitter = Array.from({ length: 60 }, (_, i) => ({
      lat: LAT + (i % 2 ? 0.00005 : -0.00005),
      lng: -99.2,
      timestamp: T0 + i * 5,
    }));
    const observed = observeSpeed(jitter);
    expect(observed.km).toBe(0);
    expect(observed.seconds).toBe(ETA.maxStopSeconds);
  });

  it('never jumps: besides counting down, it moves at most the capped amount per second', () => {
    const positions = drive(600, 30);
    const now = T0 + 600;
    const previous: ArrivalEstimate = {
      seconds: 1200,
      lowSeconds: 1000,
      highSeconds: 1400,
      arrivalAt: now - 10 + 1200,
      computedAt: now - 10,
      speedKmh: 12,
      uncertainty: 0.3,
      destination: east(6),
    };
    const next = estimateArrival({
      positions,
      destination: east(6),
      vehicleType: 'motorcycle',
      nowSeconds: now,
      previous,
    }) as ArrivalEstimate;
    const expected = 1200 - 10;
    const allowed = (ETA.maxChangePerSecond + ETA.maxRelativeChangePerSecond * expected) * 10;
    expect(next.seconds).toBe(Math.round(expected - allowed));
    // The speed moves towards the measured one, not all the way at once.
    expect(next.speedKmh).toBeGreaterThan(12);
    expect(next.speedKmh).toBeLessThan(25);
    // A previous estimate too old to smooth from is not used.
    const fresh = estimateArrival({
      positions,
      destination: east(6),
      vehicleType: 'motorcycle',
      nowSeconds: now,
      previous: { ...previous, computedAt: now - ETA.previousMaxAgeSeconds - 1 },
    }) as ArrivalEstimate;
    expect(fresh.seconds).toBeLessThan(next.seconds - 100);
    // Nor one to another destination: the customer moved the pin.
    const moved = estimateArrival({
      positions,
      destination: east(6.5),
      vehicleType: 'motorcycle',
      nowSeconds: now,
      previous,
    }) as ArrivalEstimate;
    expect(moved.seconds).toBeLessThan(next.seconds - 100);
    expect(moved.destination).toEqual(east(6.5));
  });

  it('counts an earlier estimate down when there is no position', () => {
    const previous = estimateArrival({
      positions: drive(60, 30),
      destination: east(3),
      vehicleType: 'motorcycle',
      nowSeconds: T0 + 60,
    }) as ArrivalEstimate;
    const later = estimateArrival({
      positions: [],
      destination: east(3),
      vehicleType: 'motorcycle',
      nowSeconds: T0 + 90,
      previous,
    });
    expect(later?.seconds).toBe(previous.seconds - 30);
    expect(
      estimateArrival({ positions: [], destination: east(3), vehicleType: 'truck', nowSeconds: T0 }),
    ).toBeNull();
  });
});

describe('learned detour factor', () => {
  /** An L-shaped trip: `km` east then `km` north, a point every 50 m. */
  const lShaped = (km: number): LatLng[] => {
    const steps = Math.round(km / 0.05);
    const corner = east(km);
    return [
      ...Array.from({ length: steps + 1 }, (_, i) => east((i * km) / steps)),
      ...Array.from({ length: steps }, (_, i) => ({
        lat: corner.lat + ((i + 1) * km) / steps / 111.2,
        lng: corner.lng,
      })),
    ];
  };

  it('is the median of travelled over straight-line distance', () => {
    const factor = learnDetourFactor([lShaped(1), lShaped(2), lShaped(1.5), lShaped(0.8), lShaped(3)]);
    expect(factor).toBeCloseTo(Math.SQRT2, 1);
  });

  it('needs enough deliveries long enough to tell', () => {
    expect(learnDetourFactor([lShaped(1), lShaped(2), lShaped(1.5), lShaped(0.8)])).toBeNull();
    const short = Array.from({ length: 10 }, () => lShaped(0.1));
    expect(learnDetourFactor(short)).toBeNull();
    expect(learnDetourFactor([[], [east(0)]])).toBeNull();
  });

  it('is clamped, and GPS jitter on a straight street adds little', () => {
    const straight = Array.from({ length: 6 }, () =>
      Array.from({ length: 201 }, (_, i) => ({ ...east(i * 0.01), lat: LAT + (i % 2 ? 0.00004 : -0.00004) })),
    );
    expect(learnDetourFactor(straight)).toBe(ETA.detourMin);
    const zigzag = Array.from({ length: 6 }, () =>
      Array.from({ length: 41 }, (_, i) => ({ ...east(i * 0.025), lat: LAT + (i % 2 ? 0.01 : 0) })),
    );
    expect(learnDetourFactor(zigzag)).toBe(ETA.detourMax);
  });
});

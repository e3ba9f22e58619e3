import { LONG_DELIVERY_MINUTES, SLOW_ARRIVAL_MINUTES, STALE_POSITION_SECONDS } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { monitorAlerts, nextAlertAt, tripAlerts } from './monitor-alerts';
import { liveTrip } from './monitor-test-data';

const START = 1_000;
const LAST_POINT = 1_020;
const slowAt = START + SLOW_ARRIVAL_MINUTES * 60;
const longAt = START + LONG_DELIVERY_MINUTES * 60;
const kinds = (nowSeconds: number, trip = liveTrip()) =>
  tripAlerts(trip, nowSeconds).map((alert) => alert.kind);

describe('tripAlerts, driven by the time it is given', () => {
  it('has none while the delivery is young and the position fresh', () => {
    expect(kinds(LAST_POINT + STALE_POSITION_SECONDS)).toEqual([]);
  });

  it('flags a position older than the stale limit, and clears when a new one arrives', () => {
    const now = LAST_POINT + STALE_POSITION_SECONDS + 1;
    expect(kinds(now)).toEqual(['stale_position']);
    expect(tripAlerts(liveTrip(), now)[0]).toMatchObject({
      seconds: STALE_POSITION_SECONDS + 1,
      neverLocated: false,
    });
    const moved = liveTrip({
      points: [...liveTrip().points, { lat: 19.43, lng: -99.14, timestamp: now - 5 }],
    });
    expect(kinds(now, moved)).toEqual([]);
  });

  it('counts a delivery without any position from its start', () => {
    const silent = liveTrip({ points: [] });
    expect(kinds(START + STALE_POSITION_SECONDS, silent)).toEqual([]);
    expect(tripAlerts(silent, START + STALE_POSITION_SECONDS + 1)).toEqual([
      expect.objectContaining({ kind: 'stale_position', neverLocated: true }),
    ]);
  });

  it('flags over 30 minutes without arriving, not at exactly 30', () => {
    const moving = (now: number) => liveTrip({ points: [{ lat: 1, lng: 1, timestamp: now }] });
    expect(kinds(slowAt, moving(slowAt))).toEqual([]);
    expect(kinds(slowAt + 1, moving(slowAt + 1))).toEqual(['slow_arrival']);
  });

  it('clears the arrival alert once the courier arrives, and keeps the hour running', () => {
    const arrived = liveTrip({ arrived_time: slowAt + 60, points: [{ lat: 1, lng: 1, timestamp: longAt }] });
    expect(kinds(slowAt + 120, arrived)).toEqual([]);
    expect(kinds(longAt + 1, arrived)).toEqual(['long_delivery']);
  });

  it('flags over 1 hour in all beside the arrival, most serious first', () => {
    const late = liveTrip({ points: [{ lat: 1, lng: 1, timestamp: longAt }] });
    expect(kinds(longAt, late)).toEqual(['slow_arrival']);
    expect(kinds(longAt + 1, late)).toEqual(['long_delivery', 'slow_arrival']);
  });

  it('has none for an ended delivery', () => {
    expect(kinds(longAt + 999, liveTrip({ end_time: longAt }))).toEqual([]);
  });
});

describe('monitorAlerts', () => {
  it('lists the most serious kind first, then the longest-running', () => {
    const now = longAt + 10;
    const alerts = monitorAlerts(
      [
        liveTrip({ generated_trip_id: 'young', start_time: now - 31 * 60, points: [] }),
        liveTrip({ generated_trip_id: 'old', points: [{ lat: 1, lng: 1, timestamp: now }] }),
      ],
      now,
    );
    expect(alerts.map((alert) => `${alert.generatedTripId}:${alert.kind}`)).toEqual([
      'old:long_delivery',
      'old:slow_arrival',
      'young:slow_arrival',
      'young:stale_position',
    ]);
  });
});

describe('nextAlertAt', () => {
  it('names the second the next alert falls due, so a timer can wake the page for it', () => {
    expect(nextAlertAt([liveTrip()], LAST_POINT)).toBe(LAST_POINT + STALE_POSITION_SECONDS + 1);
    const fresh = liveTrip({ points: [{ lat: 1, lng: 1, timestamp: slowAt - 10 }] });
    expect(nextAlertAt([fresh], slowAt - 5)).toBe(slowAt + 1);
  });

  it('skips alerts already showing and an arrival that happened', () => {
    const arrived = liveTrip({
      arrived_time: START + 60,
      points: [{ lat: 1, lng: 1, timestamp: longAt - 5 }],
    });
    expect(nextAlertAt([arrived], slowAt + 5)).toBe(longAt + 1);
    expect(nextAlertAt([], START)).toBeNull();
  });
});

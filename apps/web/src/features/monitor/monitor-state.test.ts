import type { AdminTrip, BusinessStreamEvent, MonitorCourier } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  initialMonitorState,
  type MonitorAction,
  type MonitorState,
  monitorReducer,
  secondsSinceReport,
  signalOf,
} from './monitor-state';
import { rosterCourier as courier, streamTrip as trip } from './monitor-test-data';

const event = (value: BusinessStreamEvent): MonitorAction => ({ type: 'event', event: value });

function reduce(...actions: MonitorAction[]): MonitorState {
  return actions.reduce(monitorReducer, initialMonitorState);
}

const snapshot = (...trips: AdminTrip[]) => event({ event: 'trips', data: { trips } });
/** New points of trip t1 (`generatedTripId`), with the trip's point count and distance after them. */
const coordinates = (
  generatedTripId: string,
  points: { lat: number; lng: number; timestamp: number }[],
  totals: { point_count: number; distance_km: number },
) =>
  event({
    event: 'coordinates',
    data: { trip_id: 't1', generated_trip_id: generatedTripId, points, ...totals },
  });
const times = (generatedTripId: string, changes: { arrived_time?: number; end_time?: number }) => ({
  trip_id: 't1',
  generated_trip_id: generatedTripId,
  start_time: 1_000,
  valid: false,
  arrived_time: changes.arrived_time ?? null,
  end_time: changes.end_time ?? null,
  distance_km: 1.2,
});

describe('monitorReducer', () => {
  it('starts connecting, with nothing loaded', () => {
    expect(initialMonitorState).toMatchObject({ trips: [], loaded: false, connection: 'connecting' });
  });

  it('takes the first snapshot as every live trip, newest first, with timed points', () => {
    const state = reduce(
      snapshot(trip(), trip({ generated_trip_id: 'g2', start_time: 2_000, all_coordinates: [] })),
    );
    expect(state.loaded).toBe(true);
    expect(state.connection).toBe('live');
    expect(state.trips.map((item) => item.generated_trip_id)).toEqual(['g2', 'g1']);
    expect(state.trips[1]?.points).toEqual([
      { lat: 19.41, lng: -99.16, timestamp: 1_010 },
      { lat: 19.42, lng: -99.15, timestamp: 1_020 },
    ]);
  });

  it('replaces what it held with the snapshot of a new connection', () => {
    const state = reduce(
      snapshot(trip(), trip({ generated_trip_id: 'g2' })),
      { type: 'disconnected' },
      snapshot(trip({ generated_trip_id: 'g3' })),
    );
    expect(state.trips.map((item) => item.generated_trip_id)).toEqual(['g3']);
    expect(state.connection).toBe('live');
  });

  it('adds a trip that starts, with no points yet', () => {
    const started = trip({ generated_trip_id: 'g2', start_time: 5_000, all_coordinates: [], point_count: 0 });
    const state = reduce(snapshot(trip()), event({ event: 'trip_started', data: started }));
    expect(state.trips.map((item) => item.generated_trip_id)).toEqual(['g2', 'g1']);
    expect(state.trips[0]?.points).toEqual([]);
  });

  it('appends new coordinates in time order and ignores repeated timestamps', () => {
    const state = reduce(
      snapshot(trip()),
      coordinates(
        'g1',
        [
          { lat: 19.44, lng: -99.13, timestamp: 1_040 },
          { lat: 9, lng: 9, timestamp: 1_020 },
          { lat: 19.43, lng: -99.14, timestamp: 1_030 },
        ],
        { point_count: 4, distance_km: 0.9 },
      ),
    );
    const [live] = state.trips;
    expect(live?.points.map((point) => point.timestamp)).toEqual([1_010, 1_020, 1_030, 1_040]);
    expect(live?.points[1]).toEqual({ lat: 19.42, lng: -99.15, timestamp: 1_020 });
    expect(live?.point_count).toBe(4);
    expect(live?.distance_km).toBe(0.9);
  });

  it('leaves the state as it was for coordinates it already holds', () => {
    const before = reduce(snapshot(trip()));
    const after = monitorReducer(
      before,
      coordinates('g1', [{ lat: 19.42, lng: -99.15, timestamp: 1_020 }], {
        point_count: 2,
        distance_km: 0.4,
      }),
    );
    expect(after.trips[0]).toBe(before.trips[0]);
  });

  it('ignores coordinates of a trip it does not show', () => {
    const state = reduce(
      snapshot(trip()),
      coordinates('other', [{ lat: 1, lng: 1, timestamp: 5 }], { point_count: 1, distance_km: 0 }),
    );
    expect(state.trips).toHaveLength(1);
    expect(state.trips[0]?.points).toHaveLength(2);
  });

  it('marks a trip arrived and keeps it on the map', () => {
    const state = reduce(
      snapshot(trip()),
      event({ event: 'arrived', data: times('g1', { arrived_time: 1_500 }) }),
    );
    expect(state.trips[0]?.arrived_time).toBe(1_500);
    expect(state.trips[0]?.distance_km).toBe(1.2);
  });

  it('removes a trip that ended', () => {
    const state = reduce(
      snapshot(trip(), trip({ generated_trip_id: 'g2' })),
      event({ event: 'ended', data: times('g1', { arrived_time: 1_500, end_time: 1_600 }) }),
    );
    expect(state.trips.map((item) => item.generated_trip_id)).toEqual(['g2']);
  });

  it('keeps the data on screen and says it is reconnecting when the stream drops', () => {
    const state = reduce(snapshot(trip()), { type: 'disconnected' });
    expect(state.connection).toBe('reconnecting');
    expect(state.trips).toHaveLength(1);
  });

  it('remembers an authorisation failure until a snapshot arrives', () => {
    const failed = reduce({ type: 'auth_failed', error: new Error('403') });
    expect(failed.failure).toBeInstanceOf(Error);
    expect(failed.loaded).toBe(false);
    expect(monitorReducer(failed, snapshot()).failure).toBeNull();
  });
});

describe('monitorReducer and the roster', () => {
  const roster = (...couriers: MonitorCourier[]) => event({ event: 'couriers', data: { couriers } });

  it('takes the roster the stream opens with, and the next one replaces it', () => {
    const state = reduce(roster(courier(), courier({ id: 'c2' })), roster(courier({ id: 'c3' })));
    expect(state.couriers.map((item) => item.id)).toEqual(['c3']);
  });

  it('keeps the roster when the trips of a new connection arrive', () => {
    const state = reduce(roster(courier()), snapshot(trip()));
    expect(state.couriers).toHaveLength(1);
  });

  it('adds a courier the team page created and changes one it edited, keeping a newer position', () => {
    const state = reduce(
      roster(courier({ last_position: { lat: 1, lng: 1, timestamp: 900 } })),
      event({ event: 'courier_updated', data: courier({ id: 'c2', name: 'Luis', last_position: null }) }),
      event({ event: 'courier_updated', data: courier({ branch_name: 'Centro' }) }),
    );
    expect(state.couriers.map((item) => [item.id, item.branch_name])).toEqual([
      ['c1', 'Centro'],
      ['c2', 'Roma Norte'],
    ]);
    expect(state.couriers[0]?.last_position).toEqual({ lat: 1, lng: 1, timestamp: 900 });
  });

  it('leaves an ended trip’s last point as the courier’s last known position', () => {
    const state = reduce(
      roster(courier()),
      snapshot(trip()),
      event({ event: 'ended', data: times('g1', { end_time: 1_600 }) }),
    );
    expect(state.trips).toEqual([]);
    expect(state.couriers[0]?.last_position).toEqual({ lat: 19.42, lng: -99.15, timestamp: 1_020 });
  });
});

describe('signalOf', () => {
  const [live] = reduce(snapshot(trip())).trips;
  if (!live) throw new Error('no trip');

  it('is live when the last point is at most 2 minutes old', () => {
    expect(signalOf(live, 1_020 + 120)).toBe('live');
    expect(secondsSinceReport(live, 1_032)).toBe(12);
  });

  it('is stale when the last point is older than 2 minutes', () => {
    expect(signalOf(live, 1_020 + 121)).toBe('stale');
  });

  it('is waiting for GPS before the first point', () => {
    const [waiting] = reduce(snapshot(trip({ all_coordinates: [], coordinates_timestamps: [] }))).trips;
    if (!waiting) throw new Error('no trip');
    expect(signalOf(waiting, 99_999)).toBe('waiting');
    expect(secondsSinceReport(waiting, 99_999)).toBeNull();
  });

  it('never reports a negative age for a phone clock slightly ahead', () => {
    expect(secondsSinceReport(live, 1_000)).toBe(0);
  });
});

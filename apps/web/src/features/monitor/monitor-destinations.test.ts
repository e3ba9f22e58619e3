import { describe, expect, it } from 'vitest';
import { courierRows } from './monitor-couriers';
import { destinationViews, estimateWords } from './monitor-destinations';
import { initialMonitorState, type MonitorAction, monitorReducer } from './monitor-state';
import { liveTrip, rosterCourier, streamTrip } from './monitor-test-data';

const destination = { lat: 19.43, lng: -99.13, source: 'customer' as const, set_at: 1_030 };
const colors = new Map([['c1', '#0f766e']]);

describe('destinationViews', () => {
  it('pins where each delivery with a destination goes, in its courier’s colour', () => {
    const rows = courierRows([rosterCourier()], [liveTrip({ destination })]);
    expect(destinationViews(rows, colors, null)).toEqual([
      {
        id: 'g1',
        lat: 19.43,
        lng: -99.13,
        color: '#0f766e',
        courierName: 'Ana Torres',
        selected: false,
        dimmed: false,
      },
    ]);
  });

  it('pins nothing for a delivery without a destination', () => {
    const rows = courierRows([rosterCourier()], [liveTrip()]);
    expect(destinationViews(rows, colors, null)).toEqual([]);
  });

  it('marks the selected courier’s pins and steps the others back', () => {
    const rows = courierRows([rosterCourier()], [liveTrip({ destination })]);
    expect(destinationViews(rows, colors, 'c1')[0]).toMatchObject({ selected: true, dimmed: false });
    expect(destinationViews(rows, colors, 'c2')[0]).toMatchObject({ selected: false, dimmed: true });
  });

  it('pins a destination set later, and unpins it once cleared, from the stream’s events', () => {
    const roster = [rosterCourier()];
    const set = [
      { type: 'event', event: { event: 'trips', data: { trips: [streamTrip()] } } },
      {
        type: 'event',
        event: { event: 'destination', data: { trip_id: 't1', generated_trip_id: 'g1', destination } },
      },
    ] satisfies MonitorAction[];
    const pinned = set.reduce(monitorReducer, initialMonitorState);
    expect(destinationViews(courierRows(roster, pinned.trips), colors, null)).toHaveLength(1);
    const cleared = monitorReducer(pinned, {
      type: 'event',
      event: { event: 'destination', data: { trip_id: 't1', generated_trip_id: 'g1', destination: null } },
    });
    expect(destinationViews(courierRows(roster, cleared.trips), colors, null)).toEqual([]);
  });
});

describe('estimateWords', () => {
  const estimate = {
    seconds: 480,
    low_seconds: 420,
    high_seconds: 540,
    arrival_at: 1_480,
    computed_at: 1_000,
    ranged: false,
  };

  it('says nothing without an estimate', () => {
    expect(estimateWords(null, 1_000)).toBeNull();
  });

  it('counts one figure down between updates, with the time of arrival', () => {
    expect(estimateWords(estimate, 1_000)).toEqual({ key: 'about', vars: { minutes: 8 }, arrivalAt: 1_480 });
    expect(estimateWords(estimate, 1_240)).toMatchObject({ vars: { minutes: 4 } });
  });

  it('shows the range when the estimate is uncertain', () => {
    expect(estimateWords({ ...estimate, low_seconds: 300, high_seconds: 840, ranged: true }, 1_000)).toEqual({
      key: 'range',
      vars: { low: 5, high: 14 },
      arrivalAt: 1_480,
    });
  });
});

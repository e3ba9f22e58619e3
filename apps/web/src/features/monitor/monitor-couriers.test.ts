import { describe, expect, it } from 'vitest';
import { courierRows, rowsOfBranch } from './monitor-couriers';
import { liveTrip, rosterCourier } from './monitor-test-data';

describe('courierRows', () => {
  it('shows every courier once, on a delivery first, then idle, not seen yet and inactive', () => {
    const rows = courierRows(
      [
        rosterCourier({ id: 'gone', name: 'Zoe', active: false }),
        rosterCourier({ id: 'new', name: 'Beto', last_position: null }),
        rosterCourier({ id: 'idle', name: 'Carla' }),
        rosterCourier({ id: 'c1', name: 'Ana' }),
      ],
      [liveTrip()],
    );
    expect(rows.map((row) => [row.id, row.activity])).toEqual([
      ['c1', 'on_delivery'],
      ['idle', 'idle'],
      ['new', 'never_seen'],
      ['gone', 'inactive'],
    ]);
  });

  it('takes the newest of the roster’s position and the live trip’s', () => {
    const [row] = courierRows([rosterCourier()], [liveTrip()]);
    expect(row?.lastPosition).toEqual({ lat: 19.42, lng: -99.15, timestamp: 1_020 });
    const [waiting] = courierRows([rosterCourier()], [liveTrip({ points: [] })]);
    expect(waiting?.lastPosition).toEqual({ lat: 19.4, lng: -99.17, timestamp: 500 });
  });

  it('is idle again once the live trip is gone, whatever the roster said before', () => {
    const [row] = courierRows([rosterCourier({ activity: 'on_delivery' })], []);
    expect(row?.activity).toBe('idle');
  });

  it('shows a courier the roster does not know yet from their trip', () => {
    const rows = courierRows([], [liveTrip({ courier_id: 'c9', delivery_user_first_name: 'Eva' })]);
    expect(rows).toEqual([expect.objectContaining({ id: 'c9', firstName: 'Eva', activity: 'on_delivery' })]);
  });
});

describe('rowsOfBranch', () => {
  const rows = courierRows(
    [
      rosterCourier(),
      rosterCourier({ id: 'c2', branch_id: 'b2' }),
      rosterCourier({ id: 'c3', branch_id: 'b2' }),
    ],
    [liveTrip({ courier_id: 'c3', branch_id: 'b1' })],
  );

  it('keeps every courier when no branch is chosen', () => {
    expect(rowsOfBranch(rows, null)).toHaveLength(3);
  });

  it('keeps the branch’s couriers and whoever carries one of its deliveries', () => {
    expect(rowsOfBranch(rows, 'b1').map((row) => row.id)).toEqual(['c3', 'c1']);
    expect(rowsOfBranch(rows, 'b2').map((row) => row.id)).toEqual(['c3', 'c2']);
  });
});

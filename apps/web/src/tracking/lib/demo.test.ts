import { describe, expect, it } from 'vitest';
import { DEMO_ROUTE, DEMO_TICKS_AT_DOOR, demoEvents, demoTrip } from './demo';
import { type PageState, pageReducer, phaseOf } from './trip';

describe('the simulated delivery of /track-demo', () => {
  it('drives along the whole route, arrives, then ends', () => {
    let state: PageState = pageReducer(
      { kind: 'loading' },
      { type: 'loaded', trip: demoTrip(1000, 'english') },
    );
    let distance = 0;
    const phases: string[] = [];
    for (let tick = 0; tick <= DEMO_ROUTE.length + DEMO_TICKS_AT_DOOR; tick++) {
      for (const event of demoEvents(tick, 1000, distance)) {
        if (event.event === 'coordinates') distance = event.data.distance_km;
        state = pageReducer(state, { type: 'event', event });
      }
      if (state.kind === 'ready') phases.push(phaseOf(state.live.trip));
    }
    if (state.kind !== 'ready') throw new Error('the demo trip did not load');
    expect(DEMO_ROUTE.length).toBeGreaterThanOrEqual(24);
    expect(state.live.points).toHaveLength(DEMO_ROUTE.length);
    expect(state.live.trip.distance_km).toBeGreaterThan(1);
    expect(phases.at(DEMO_ROUTE.length - 1)).toBe('on_the_way');
    expect(phases.at(DEMO_ROUTE.length)).toBe('arrived');
    expect(phases.at(-1)).toBe('ended');
  });

  it('estimates the arrival as it drives, unsure at first, falling to the door', () => {
    const estimates = DEMO_ROUTE.map((_, tick) => {
      const event = demoEvents(tick, 1000, 0).find((each) => each.event === 'estimate');
      if (event?.event !== 'estimate') throw new Error(`no estimate at tick ${tick}`);
      return event.data.estimate;
    });
    expect(estimates[0]?.ranged).toBe(true);
    expect(estimates.at(-2)?.ranged).toBe(false);
    const seconds = estimates.map((estimate) => estimate?.seconds ?? -1);
    expect(seconds[0]).toBeGreaterThan(4 * 60);
    expect(seconds.at(-1)).toBe(0);
    expect(seconds.every((value, i) => i === 0 || value < (seconds[i - 1] as number))).toBe(true);
  });
});

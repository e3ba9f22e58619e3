import { describe, expect, it } from 'vitest';
import { DEMO_BASIC_TOUR_STEPS, DEMO_TOUR_STEPS, paths } from '../../lib/paths';
import { TOURS, tourAt, tourPosition } from './tour-flow';

describe('the demo tours', () => {
  it('cover every tour route of the route table once', () => {
    const routes = [
      ...DEMO_TOUR_STEPS.map((step) => paths.demoTour(step)),
      ...DEMO_BASIC_TOUR_STEPS.map((step) => paths.demoBasicTour(step)),
      paths.demoWspTour,
    ];
    const stops = Object.values(TOURS).flatMap((tour) => tour.map((stop) => stop.path));
    expect(stops.sort()).toEqual([...routes].sort());
  });

  it('count the popovers across a tour and end in sign-up', () => {
    expect(tourPosition('full', '/demo_tour_0')).toMatchObject({
      previous: null,
      next: '/demo_tour_1',
      before: 0,
      total: 17,
    });
    expect(tourPosition('full', '/demo_tour_3')).toMatchObject({ previous: '/demo_tour_1', before: 7 });
    expect(tourPosition('full', '/demo_tour_end')).toMatchObject({ next: paths.signup, before: 15 });
    expect(tourAt('/demo_basic_tour_4')).toMatchObject({ tour: 'basic', next: paths.signup, total: 9 });
    expect(tourAt('/demo_wsp_tour_1')).toMatchObject({ previous: null, next: paths.signup, total: 2 });
  });

  it('knows no other path', () => {
    expect(tourAt('/demo_tour_2')).toBeNull();
  });
});

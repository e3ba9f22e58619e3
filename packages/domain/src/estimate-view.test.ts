import { describe, expect, it } from 'vitest';
import { estimateView } from './estimate-view';

const estimate = {
  seconds: 480,
  low_seconds: 360,
  high_seconds: 720,
  arrival_at: 1_480,
  computed_at: 1_000,
  ranged: false,
};

describe('estimateView', () => {
  it('says nothing without an estimate', () => {
    expect(estimateView(null, 1_000)).toBeNull();
  });

  it('counts down between estimates and keeps the time of arrival', () => {
    expect(estimateView(estimate, 1_000)).toMatchObject({ minutes: 8, arrivalAt: 1_480, ranged: false });
    expect(estimateView(estimate, 1_120)).toMatchObject({ minutes: 6, arrivalAt: 1_480 });
  });

  it('never shows less than one minute', () => {
    expect(estimateView(estimate, 2_000)).toMatchObject({ minutes: 1, lowMinutes: 1, highMinutes: 1 });
  });

  it('shows a range only when ranged and at least two minutes wide', () => {
    expect(estimateView({ ...estimate, ranged: true }, 1_000)).toMatchObject({
      ranged: true,
      lowMinutes: 6,
      highMinutes: 12,
    });
    const narrow = { ...estimate, ranged: true, low_seconds: 450, high_seconds: 500 };
    expect(estimateView(narrow, 1_000)?.ranged).toBe(false);
  });
});

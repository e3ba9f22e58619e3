import { describe, expect, it } from 'vitest';
import { STEPS, statusOf, waitsForAction } from './onboarding-steps';

describe('statusOf', () => {
  it('marks the steps before the current one done and the later ones upcoming', () => {
    expect(STEPS.map((step) => statusOf(step, 'make_trip'))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
    ]);
  });

  it('marks every step done once onboarding is completed', () => {
    expect(STEPS.every((step) => statusOf(step, 'completed') === 'done')).toBe(true);
  });
});

describe('waitsForAction', () => {
  it('is true only for the steps the server completes by itself', () => {
    expect(
      ['add_delivery_user', 'make_trip', 'customize_tracking'].every((state) =>
        waitsForAction(state as never),
      ),
    ).toBe(true);
    expect(waitsForAction('checkout')).toBe(false);
    expect(waitsForAction('completed')).toBe(false);
    expect(waitsForAction(undefined)).toBe(false);
  });
});

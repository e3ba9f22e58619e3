import { describe, expect, it } from 'vitest';
import { nextOnboardingState, type ONBOARDING_STATES, showsMainNav } from './onboarding';

describe('onboarding', () => {
  it('runs business_info → checkout → add_delivery_user → make_trip → customize_tracking → completed', () => {
    const order: string[] = [];
    let state: (typeof ONBOARDING_STATES)[number] | null = 'business_info';
    while (state) {
      order.push(state);
      state = nextOnboardingState(state);
    }
    expect(order).toEqual([
      'business_info',
      'checkout',
      'add_delivery_user',
      'make_trip',
      'customize_tracking',
      'completed',
    ]);
  });

  it.each([
    ['completed', true],
    ['add_delivery_user', true],
    ['make_trip', true],
    ['customize_tracking', true],
    ['checkout', false],
    ['business_info', false],
    [null, false],
    ['something-else', false],
  ])('shows the main nav in state %s: %s', (state, shown) => {
    expect(showsMainNav(state)).toBe(shown);
  });
});

import { z } from 'zod';

/**
 * The spec names the states but not their order (SPEC §4 "Onboarding"); issue 2 fixes it.
 * business_info is completed by the signup wizard itself, so new accounts start at checkout.
 */
export const ONBOARDING_STATES = [
  'business_info',
  'checkout',
  'add_delivery_user',
  'make_trip',
  'customize_tracking',
  'completed',
] as const;
export const OnboardingStateSchema = z.enum(ONBOARDING_STATES);
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

export const ONBOARDING_STATE_AFTER_SIGNUP: OnboardingState = 'checkout';

/** SPEC §2 "Top bar": the main nav shows only in these states. */
const MAIN_NAV_STATES: ReadonlySet<OnboardingState> = new Set([
  'completed',
  'add_delivery_user',
  'make_trip',
  'customize_tracking',
]);

export function showsMainNav(state: string | null | undefined): boolean {
  return state != null && MAIN_NAV_STATES.has(state as OnboardingState);
}

/** The step after `state`, or null once onboarding is completed. */
export function nextOnboardingState(state: OnboardingState): OnboardingState | null {
  const index = ONBOARDING_STATES.indexOf(state);
  return ONBOARDING_STATES[index + 1] ?? null;
}

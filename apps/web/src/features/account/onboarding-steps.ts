import { ONBOARDING_STATES, type OnboardingState } from '@rutaviva/domain';

export type Step = Exclude<OnboardingState, 'completed'>;
export const STEPS = ONBOARDING_STATES.filter((state): state is Step => state !== 'completed');

export type StepStatus = 'done' | 'current' | 'upcoming';

export function statusOf(step: Step, current: OnboardingState): StepStatus {
  const stepIndex = ONBOARDING_STATES.indexOf(step);
  const currentIndex = ONBOARDING_STATES.indexOf(current);
  if (stepIndex < currentIndex) return 'done';
  return stepIndex === currentIndex ? 'current' : 'upcoming';
}

/**
 * Steps the server checks off by itself when the action really happens (the first courier, the
 * first trip, the saved design); the page asks again for the user while one of them is current.
 */
const WAITS_FOR_ACTION: ReadonlySet<OnboardingState> = new Set([
  'add_delivery_user',
  'make_trip',
  'customize_tracking',
]);

export function waitsForAction(state: OnboardingState | undefined): boolean {
  return state !== undefined && WAITS_FOR_ACTION.has(state);
}

/** How often the user is asked for again while a step waits for an action. */
export const ONBOARDING_REFRESH_MS = 15_000;

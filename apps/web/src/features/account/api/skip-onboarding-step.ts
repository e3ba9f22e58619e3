import { type CurrentUser, type OnboardingState, OnboardingStateSchema } from '@rutaviva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';
import { currentUserKey, refreshCurrentUser } from '../../../lib/auth';
import { storage } from '../../../lib/storage';

const AnswerSchema = z.object({ onboarding_state: OnboardingStateSchema });

/** POST /api/business/onboarding {step} → the next state; 409 onboarding_step_mismatch. */
async function skipOnboardingStep(step: OnboardingState): Promise<OnboardingState> {
  return parseResponse(AnswerSchema, await api.post('/api/business/onboarding', { step })).onboarding_state;
}

export function useSkipOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipOnboardingStep,
    onSuccess: (state) => {
      storage.set('onboarding_state', state);
      queryClient.setQueryData<CurrentUser>(currentUserKey(storage.get('user_id')), (user) =>
        user ? { ...user, onboarding_state: state } : user,
      );
    },
    onError: () => refreshCurrentUser(queryClient),
  });
}

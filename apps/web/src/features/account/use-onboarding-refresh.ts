import type { OnboardingState } from '@rutaviva/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshCurrentUser } from '../../lib/auth';
import { ONBOARDING_REFRESH_MS, waitsForAction } from './onboarding-steps';

/**
 * While the current step waits for something done elsewhere (the courier app, another tab), asks
 * for the user again when the tab comes back and every 15 s, so the checklist moves on without a reload.
 */
export function useOnboardingRefresh(state: OnboardingState | undefined) {
  const queryClient = useQueryClient();
  const waiting = waitsForAction(state);

  useEffect(() => {
    if (!waiting) return;
    const refresh = () => {
      void refreshCurrentUser(queryClient);
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, ONBOARDING_REFRESH_MS);
    // A phone switching back to the browser tab fires visibilitychange, a desktop window focus.
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [waiting, queryClient]);
}

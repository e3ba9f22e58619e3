import type { QueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../lib/auth';
import { refreshSubBanner } from '../../../lib/sub-banner';

/** Every query of the billing pages starts with 'billing', so one invalidation reads them all again. */
export const billingKeys = {
  all: ['billing'] as const,
  overview: (businessId: string | null) => ['billing', 'overview', businessId] as const,
  cards: (businessId: string | null) => ['billing', 'cards', businessId] as const,
  payments: (businessId: string | null) => ['billing', 'payments', businessId] as const,
};

/**
 * After a billing write succeeds: the banner, and the user (starting a subscription ends
 * onboarding's checkout). The billing queries are read again after a failure too (refetchAfter).
 */
export function refreshStanding(_data: unknown, queryClient: QueryClient) {
  void refreshSubBanner(queryClient);
  void refreshCurrentUser(queryClient);
}

/** The options every billing write passes to useApiMutation. */
export const billingWrite = { refetchAfter: billingKeys.all, onSuccess: refreshStanding };

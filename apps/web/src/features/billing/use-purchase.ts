import type { SubscriptionPlan } from '@rutaviva/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { storage } from '../../lib/storage';
import { useStartSubscription } from './api/start-subscription';

/** What /my_subscription says first after arriving from a purchase or a card. */
export type ArrivalNotice = 'started' | 'reactivated';

/**
 * Starts the plan at the price the admin confirmed, then goes on: during onboarding back to the
 * checklist (the server moved it past checkout; the start's refresh of the user shows it), else
 * to /my_subscription.
 */
export function usePurchase() {
  const start = useStartSubscription();
  const navigate = useNavigate();
  const purchase = async (plan: SubscriptionPlan, confirmedPriceMinor: number) => {
    const onboarding = storage.get('onboarding_state');
    const overview = await start.mutateAsync({ plan, confirmed_price_minor: confirmedPriceMinor });
    const notice: ArrivalNotice = overview.subscription?.status === 'trialing' ? 'started' : 'reactivated';
    if (onboarding === 'checkout') await navigate(paths.myAccount);
    else await navigate(paths.mySubscription, { state: { notice } });
  };
  return { purchase, start };
}

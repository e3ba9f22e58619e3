import { type Courier, type CourierCreate, CourierSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { refreshCurrentUser } from '../../../lib/auth';
import { couriersKey } from '../../../lib/couriers';

/** POST /api/team → 201 the new courier; 400 with fields; 409 username_taken. */
async function createCourier(courier: CourierCreate): Promise<Courier> {
  return parseResponse(CourierSchema, await api.post('/api/team', courier));
}

export function useCreateCourier() {
  return useApiMutation(createCourier, {
    onSuccess: (_courier, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: couriersKey });
      // The first courier moves the onboarding on ("add_delivery_user"); the top bar follows it.
      void refreshCurrentUser(queryClient);
    },
  });
}

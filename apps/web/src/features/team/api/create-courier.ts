import { type Courier, type CourierCreate, CourierSchema } from '@rutaviva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { currentUserKey } from '../../../lib/auth';
import { couriersKey } from '../../../lib/couriers';
import { storage } from '../../../lib/storage';

/** POST /api/team → 201 the new courier; 400 with fields; 409 username_taken. */
async function createCourier(courier: CourierCreate): Promise<Courier> {
  return parseResponse(CourierSchema, await api.post('/api/team', courier));
}

export function useCreateCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourier,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: couriersKey });
      // The first courier moves the onboarding on ("add_delivery_user"); the top bar follows it.
      void queryClient.invalidateQueries({ queryKey: currentUserKey(storage.get('user_id')) });
    },
  });
}

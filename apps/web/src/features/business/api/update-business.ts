import { type Business, BusinessSchema, type BusinessUpdate } from '@rutaviva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
import { currentUserKey } from '../../../lib/auth';
import { storage } from '../../../lib/storage';
import { businessKey } from './get-business';

/** PATCH /api/business → the updated Business; 400 with fields (branches are not editable). */
async function updateBusiness(update: BusinessUpdate): Promise<Business> {
  return parseResponse(BusinessSchema, await api.patch('/api/business', update));
}

export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (business) => {
      queryClient.setQueryData(businessKey(business.business_id), business);
      void queryClient.invalidateQueries({ queryKey: currentUserKey(storage.get('user_id')) });
      storage.set('country_iso', business.country_iso);
    },
  });
}

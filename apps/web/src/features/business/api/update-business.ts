import { type Business, BusinessSchema, type BusinessUpdate } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { refreshCurrentUser } from '../../../lib/auth';
import { storage } from '../../../lib/storage';
import { businessKey } from './get-business';

/** PATCH /api/business → the updated Business; 400 with fields (branches are not editable). */
async function updateBusiness(update: BusinessUpdate): Promise<Business> {
  return parseResponse(BusinessSchema, await api.patch('/api/business', update));
}

export function useUpdateBusiness() {
  return useApiMutation(updateBusiness, {
    onSuccess: (business, queryClient) => {
      queryClient.setQueryData(businessKey(business.business_id), business);
      void refreshCurrentUser(queryClient);
      storage.set('country_iso', business.country_iso);
    },
  });
}

import { CardListSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';

/** PUT /api/payment_customers {payment_method_id, desired_action: 'make_default'} → the cards. */
async function makeDefaultCard(paymentMethodId: string) {
  return parseResponse(
    CardListSchema,
    await api.put('/api/payment_customers', {
      payment_method_id: paymentMethodId,
      desired_action: 'make_default',
    }),
  ).data;
}

export function useMakeDefaultCard() {
  return useApiMutation(makeDefaultCard, billingWrite);
}

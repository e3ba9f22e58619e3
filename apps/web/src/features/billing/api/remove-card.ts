import { CardListSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';

/** DELETE /api/payment_methods?payment_method_id → the cards left; 409 card_in_use for the one charged. */
async function removeCard(paymentMethodId: string) {
  return parseResponse(
    CardListSchema,
    await api.delete('/api/payment_methods', { query: { payment_method_id: paymentMethodId } }),
  ).data;
}

export function useRemoveCard() {
  return useApiMutation(removeCard, billingWrite);
}

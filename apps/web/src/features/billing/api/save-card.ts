import { type Card, type CardEntry, CardSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';
import { tokenizeCard } from './tokenize-card';

/**
 * POST /api/payment_methods {payment_method_id} → 201 the saved card (the first one becomes the
 * default); 402 card_insufficient_funds or card_declined when the provider refuses it.
 */
async function saveCard(entry: CardEntry): Promise<Card> {
  const paymentMethodId = await tokenizeCard(entry);
  return parseResponse(
    CardSchema,
    await api.post('/api/payment_methods', { payment_method_id: paymentMethodId }),
  );
}

export function useSaveCard() {
  return useApiMutation(saveCard, billingWrite);
}

import { type Card, type CardEntry, CardSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { billingWrite } from './billing-keys';
import { tokenizeCard } from './tokenize-card';

/**
 * The card as /add_card has it: typed into the sandbox's own form (tokenized here), or already a
 * payment method id that Stripe.js made from its Elements, so the number never reached our page.
 */
export type CardToSave = { entry: CardEntry } | { paymentMethodId: string };

/**
 * POST /api/payment_methods {payment_method_id} → 201 the saved card (the first one becomes the
 * default); 402 card_insufficient_funds or card_declined when the provider refuses it.
 */
async function saveCard(card: CardToSave): Promise<Card> {
  const paymentMethodId = 'entry' in card ? await tokenizeCard(card.entry) : card.paymentMethodId;
  return parseResponse(
    CardSchema,
    await api.post('/api/payment_methods', { payment_method_id: paymentMethodId }),
  );
}

export function useSaveCard() {
  return useApiMutation(saveCard, billingWrite);
}

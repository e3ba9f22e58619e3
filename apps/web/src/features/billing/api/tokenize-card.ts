import { type CardEntry, SandboxPaymentMethodSchema } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';

/**
 * POST /api/sandbox/payment_methods → {id}: the sandbox provider's stand-in for Stripe.js, where
 * the card number goes to the payment provider and only a payment method id comes back.
 */
export async function tokenizeCard(entry: CardEntry): Promise<string> {
  return parseResponse(SandboxPaymentMethodSchema, await api.post('/api/sandbox/payment_methods', entry)).id;
}

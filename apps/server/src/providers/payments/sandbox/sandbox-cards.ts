import { createHash, randomBytes } from 'node:crypto';
import type { CardDeclineCode } from '@rutaviva/domain';
import type { SandboxCardBehaviour } from '../../../db/schema';

/**
 * Stripe's test card numbers and what each does (issue 12): 4242… and the other brands' success
 * numbers succeed, …9995 has insufficient funds, …0002 is declined, …0341 is saved but every
 * charge to it fails. Any other number is refused, as Stripe's test mode refuses real cards.
 */
const TEST_CARDS: Record<string, SandboxCardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '5200828282828210': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000009995': 'insufficient_funds',
  '4000000000000002': 'declined',
  '4000000000000341': 'fails_charges',
};

export function cardBehaviour(number: string): SandboxCardBehaviour {
  return TEST_CARDS[number] ?? 'declined';
}

/** The brand as Stripe names it, from the number's first digits. */
export function cardBrand(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (number.startsWith('4')) return 'visa';
  return 'unknown';
}

/** What a charge to the card ends in: null when it succeeds. */
export function chargeFailure(behaviour: SandboxCardBehaviour | undefined): CardDeclineCode | null {
  if (behaviour === 'succeeds') return null;
  return behaviour === 'insufficient_funds' ? 'card_insufficient_funds' : 'card_declined';
}

/** What saving the card ends in: …0341 is saved (its charges fail later); the others fail now. */
export function attachFailure(behaviour: SandboxCardBehaviour): CardDeclineCode | null {
  return behaviour === 'fails_charges' ? null : chargeFailure(behaviour);
}

/**
 * An object id in Stripe's style (`cus_…`, `sub_…`). Derived from an idempotency key, the same
 * key always names the same object, so a repeated call finds what the first one created.
 */
export function sandboxId(prefix: string, key?: string): string {
  const unique = key ? createHash('sha256').update(key).digest() : randomBytes(18);
  return `${prefix}_${unique.toString('base64url').slice(0, 24)}`;
}

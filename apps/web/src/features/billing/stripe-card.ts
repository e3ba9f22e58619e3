import type { Language } from '@rutaviva/domain';
import type { StripeElementLocale, StripeElementStyle, StripeError } from '@stripe/stripe-js';

/** What the card field says under itself: one of billing.card.stripe.errors. */
export type StripeFieldError = 'incomplete' | 'number' | 'expiry' | 'expired' | 'cvc' | 'other';

/**
 * Stripe.js's error codes (incomplete_number, invalid_expiry_year_past, incorrect_cvc, …) in our
 * words: grouped by the part of the card they name, so a code Stripe adds later still lands on
 * the right part, and anything else asks to check the card.
 */
export function fieldErrorOf(code: string | undefined): StripeFieldError {
  if (!code) return 'other';
  if (code.includes('number')) return 'number';
  if (code === 'expired_card' || (code.includes('expiry') && code.includes('past'))) return 'expired';
  if (code.includes('expiry')) return 'expiry';
  if (code.includes('cvc')) return 'cvc';
  return 'other';
}

/**
 * createPaymentMethod's error: about the card (shown under the field) or about reaching Stripe
 * (api_connection_error, rate limits, Stripe's own outage), which only a new try can fix.
 */
export function isCardProblem(error: Pick<StripeError, 'type'>): boolean {
  return error.type === 'card_error' || error.type === 'validation_error';
}

/** Elements in the page's language; Mexico's Spanish is Latin American Spanish in Stripe's list. */
export function elementsLocale(language: Language): StripeElementLocale {
  return language === 'spanish' ? 'es-419' : 'en';
}

/**
 * The card field's text drawn in our inputs' font and colours. The field lives in Stripe's iframe,
 * which our stylesheet cannot reach, so the design tokens are read from the page and handed over.
 */
export function cardElementStyle(): StripeElementStyle {
  const css = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const ink = token('--ink-950', '#0c1716');
  const muted = token('--ink-500', '#5b6d6b');
  const danger = token('--danger-600', '#c0262d');
  return {
    base: {
      color: ink,
      iconColor: muted,
      fontFamily: token('--font-sans', 'system-ui, sans-serif'),
      fontSize: '16px',
      fontSmoothing: 'antialiased',
      lineHeight: '20px',
      '::placeholder': { color: muted },
    },
    invalid: { color: danger, iconColor: danger },
  };
}

/**
 * How long Stripe.js and its card field may take to appear before the page says they could not
 * load: a blocked script can fail silently or hang, and the admin must never wait on a spinner.
 */
export const STRIPE_LOAD_TIMEOUT_MS = 20_000;

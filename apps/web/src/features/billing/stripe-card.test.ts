import { describe, expect, it } from 'vitest';
import { elementsLocale, fieldErrorOf, isCardProblem } from './stripe-card';

describe('fieldErrorOf', () => {
  it("puts Stripe.js's codes on the part of the card they name", () => {
    expect(fieldErrorOf('incomplete_number')).toBe('number');
    expect(fieldErrorOf('invalid_number')).toBe('number');
    expect(fieldErrorOf('incorrect_number')).toBe('number');
    expect(fieldErrorOf('incomplete_expiry')).toBe('expiry');
    expect(fieldErrorOf('invalid_expiry_month')).toBe('expiry');
    expect(fieldErrorOf('invalid_expiry_year_past')).toBe('expired');
    expect(fieldErrorOf('invalid_expiry_month_past')).toBe('expired');
    expect(fieldErrorOf('expired_card')).toBe('expired');
    expect(fieldErrorOf('incomplete_cvc')).toBe('cvc');
    expect(fieldErrorOf('incorrect_cvc')).toBe('cvc');
  });

  it('asks to check the card for a code it does not know, or none', () => {
    expect(fieldErrorOf('processing_error')).toBe('other');
    expect(fieldErrorOf(undefined)).toBe('other');
  });
});

describe('isCardProblem', () => {
  it('tells a problem with the card from one with reaching Stripe', () => {
    expect(isCardProblem({ type: 'validation_error' })).toBe(true);
    expect(isCardProblem({ type: 'card_error' })).toBe(true);
    expect(isCardProblem({ type: 'api_connection_error' })).toBe(false);
    expect(isCardProblem({ type: 'rate_limit_error' })).toBe(false);
  });
});

describe('elementsLocale', () => {
  it("follows the page's language", () => {
    expect(elementsLocale('english')).toBe('en');
    expect(elementsLocale('spanish')).toBe('es-419');
  });
});

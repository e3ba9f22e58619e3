import { describe, expect, it } from 'vitest';
import { checkCardEntry, EMPTY_CARD_FORM, groupCardNumber } from './card-entry';

const NOW = new Date(2026, 10, 24);
const GOOD = { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123' };

describe('groupCardNumber', () => {
  it('groups the digits by four and drops everything else', () => {
    expect(groupCardNumber('4242-4242 4242a4242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('40000')).toBe('4000 0');
  });
});

describe('checkCardEntry', () => {
  it('gives the entry the API takes, numbers as numbers and the card number without spaces', () => {
    expect(checkCardEntry(GOOD, NOW)).toEqual({
      entry: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      errors: null,
    });
  });

  it('reads a two-digit year as this century', () => {
    expect(checkCardEntry({ ...GOOD, exp_year: '29' }, NOW).entry?.exp_year).toBe(2029);
  });

  it('names every field that is wrong', () => {
    expect(checkCardEntry(EMPTY_CARD_FORM, NOW).errors).toEqual({
      number: 'number',
      exp_month: 'exp_month',
      exp_year: 'exp_year',
      cvc: 'cvc',
    });
    expect(checkCardEntry({ ...GOOD, number: '4242 4242 4242 4241' }, NOW).errors).toEqual({
      number: 'number',
    });
    expect(checkCardEntry({ ...GOOD, exp_month: '13' }, NOW).errors).toEqual({ exp_month: 'exp_month' });
    expect(checkCardEntry({ ...GOOD, cvc: '12' }, NOW).errors).toEqual({ cvc: 'cvc' });
  });

  it('takes a card through the end of its month and refuses one that expired', () => {
    expect(checkCardEntry({ ...GOOD, exp_month: '11', exp_year: '2026' }, NOW).errors).toBeNull();
    expect(checkCardEntry({ ...GOOD, exp_month: '10', exp_year: '2026' }, NOW).errors).toEqual({
      exp_month: 'expired',
    });
  });
});

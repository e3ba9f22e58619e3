import { describe, expect, it } from 'vitest';
import { countryName, formatMonth, formatRate } from './sales-format';

describe('sales formats', () => {
  it('names a month as a heading in both languages', () => {
    expect(formatMonth('2026-11', 'english')).toBe('November 2026');
    expect(formatMonth('2026-11', 'spanish')).toBe('Noviembre de 2026');
  });

  it('writes a rate in basis points as a percentage', () => {
    expect(formatRate(1000, 'english')).toBe('10%');
    expect(formatRate(1250, 'english')).toBe('12.5%');
  });

  it('names the signup countries and leaves any other code as it is', () => {
    expect(countryName('MX', 'spanish')).toBe('México');
    expect(countryName('CO', 'english')).toBe('CO');
  });
});

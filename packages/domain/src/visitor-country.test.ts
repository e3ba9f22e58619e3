import { describe, expect, it } from 'vitest';
import { countryCode, countryFromAcceptLanguage, currencyOfCountry } from './visitor-country';

describe('the visitor country', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'MX'],
    ['en-US', 'US'],
    ['es;q=0.9, en-GB;q=0.8, es-419;q=0.95', 'GB'],
    ['en;q=0.2, es-mx;q=0.7', 'MX'],
    ['fr-CA;q=0, es-CO', 'CO'],
    ['es, en', null],
    ['', null],
  ])('reads %j as %s', (header, country) => {
    expect(countryFromAcceptLanguage(header)).toBe(country);
  });

  it("ignores proxies' unknown codes and anything that is not a country", () => {
    expect(countryCode(' mx ')).toBe('MX');
    expect(countryCode('XX')).toBeNull();
    expect(countryCode('T1')).toBeNull();
    expect(countryCode('MEX')).toBeNull();
    expect(countryCode(52)).toBeNull();
  });

  it('gives the currency of the markets sold in, US dollars otherwise', () => {
    expect(currencyOfCountry('MX')).toBe('MXN');
    expect(currencyOfCountry('US')).toBe('USD');
    expect(currencyOfCountry('PA')).toBe('USD');
    expect(currencyOfCountry('CO')).toBe('COP');
    expect(currencyOfCountry('JP')).toBe('USD');
    expect(currencyOfCountry(null)).toBe('USD');
  });
});

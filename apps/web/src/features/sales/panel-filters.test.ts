import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, searchOfFilters } from './panel-filters';

describe('panel filters', () => {
  it('reads the known filters from the URL and sends them under the API names', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('search=%20Tacos%20&standing=bad_sub&payment_type=wire_transfer&country_iso=mx'),
    );
    expect(filters).toEqual({
      search: 'Tacos',
      standing: 'bad_sub',
      payment_type: 'wire_transfer',
      country_iso: 'MX',
    });
    expect(searchOfFilters(filters).toString()).toBe(
      'search=Tacos&standing=bad_sub&payment_type=wire_transfer&country_iso=MX',
    );
  });

  it('drops values the API would refuse instead of sending them', () => {
    expect(filtersFromSearch(new URLSearchParams('standing=late&payment_type=cash&country_iso=MEX'))).toEqual(
      {},
    );
  });

  it('takes "none" as a payment filter: businesses without a plan', () => {
    expect(filtersFromSearch(new URLSearchParams('payment_type=none'))).toEqual({ payment_type: 'none' });
  });

  it('knows when any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ search: 'x' })).toBe(true);
  });
});

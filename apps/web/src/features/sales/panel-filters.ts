import { PAYMENT_TYPES, type PaymentType, STANDINGS, type Standing } from '@rutaviva/domain';

/** The /panel filters as GET /api/panel takes them; an empty filter is left out. */
export interface PanelFilters {
  search?: string;
  standing?: Standing;
  payment_type?: PaymentType | 'none';
  country_iso?: string;
}

export const PAYMENT_FILTERS = [...PAYMENT_TYPES, 'none'] as const;

/**
 * The filters kept in the page's URL (so a reload or a shared link shows the same list), read
 * back leniently: an unknown value is dropped rather than sent for the server to refuse.
 */
export function filtersFromSearch(search: URLSearchParams): PanelFilters {
  const filters: PanelFilters = {};
  const text = search.get('search')?.trim();
  if (text) filters.search = text.slice(0, 100);
  const standing = STANDINGS.find((value) => value === search.get('standing'));
  if (standing) filters.standing = standing;
  const payment = PAYMENT_FILTERS.find((value) => value === search.get('payment_type'));
  if (payment) filters.payment_type = payment;
  const country = search.get('country_iso')?.toUpperCase();
  if (country && /^[A-Z]{2}$/.test(country)) filters.country_iso = country;
  return filters;
}

/** The URL query of the filters: the same names GET /api/panel takes. */
export function searchOfFilters(filters: PanelFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return search;
}

export function hasFilters(filters: PanelFilters): boolean {
  return Object.values(filters).some(Boolean);
}

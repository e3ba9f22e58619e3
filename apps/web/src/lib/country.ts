import { VisitorCountrySchema } from '@rutaviva/domain';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from './api';
import { useHydrated } from './hooks';

/** The region of a browser locale: "es-MX" → "MX", "en" → null (SPEC §7 drives pricing by it). */
export function regionOfLocale(locale: string | null | undefined): string | null {
  if (!locale) return null;
  try {
    return new Intl.Locale(locale).region ?? null;
  } catch {
    const match = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(locale);
    return match?.[1]?.toUpperCase() ?? null;
  }
}

/** The first region found among the browser's languages. */
export function browserCountry(): string | null {
  if (typeof navigator === 'undefined') return null;
  const locales = [navigator.language, ...(navigator.languages ?? [])];
  for (const locale of locales) {
    const region = regionOfLocale(locale);
    if (region) return region;
  }
  return null;
}

/**
 * The visitor's country for the public site's pricing (issue 14 item 2): the browser's language
 * at once, then what GET /api/geo says (a proxy's header or a geolocation service), so the page
 * never waits on it. Asked once per page load. A prerendered page is drawn for no country (the
 * international prices) and hydrates so; the visitor's own come right after.
 */
export function useVisitorCountry(): string | null {
  const hydrated = useHydrated();
  const geo = useQuery({
    queryKey: ['geo'],
    queryFn: async () => parseResponse(VisitorCountrySchema, await api.get('/api/geo')).data.country_code,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return geo.data ?? (hydrated ? browserCountry() : null);
}

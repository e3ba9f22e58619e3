import { COUNTRY_NAMES, type CountryIso, type Language, SIGNUP_COUNTRIES } from '@rutaviva/domain';

/** A country's name in the interface language, or its code when it is not one the signup offers. */
export function countryName(iso: string, language: Language): string {
  const known = SIGNUP_COUNTRIES.find((country) => country === iso) as CountryIso | undefined;
  return known ? COUNTRY_NAMES[known][language] : iso;
}

/** A commission rate in basis points as a percentage: 1000 → "10%", 1250 → "12.5%" / "12.5 %". */
export function formatRate(rateBp: number, language: Language): string {
  const locale = language === 'spanish' ? 'es-MX' : 'en-US';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}

/** "2026-11" → "November 2026" / "noviembre de 2026". */
export function formatMonth(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  const locale = language === 'spanish' ? 'es-MX' : 'en-US';
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
  // Spanish months are lower case; a heading starts with a capital ("Noviembre de 2026").
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The browser's time zone, in which the salesperson reads dates. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

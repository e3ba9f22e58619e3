import { z } from 'zod';
import { choiceError } from './validation';

/** SPEC §1: the stored language value is spanish or english. */
export const LANGUAGES = ['spanish', 'english'] as const;
export const LanguageSchema = z.enum(LANGUAGES, { error: choiceError('invalid_language') });
export type Language = z.infer<typeof LanguageSchema>;

/** SPEC §1: Spanish when the browser language starts with "es", otherwise English. */
export function languageFromBrowser(browserLanguage: string | undefined | null): Language {
  return browserLanguage?.toLowerCase().startsWith('es') ? 'spanish' : 'english';
}

/** Two-letter code used by i18n libraries and the HTML lang attribute. */
export function languageCode(language: Language): 'es' | 'en' {
  return language === 'spanish' ? 'es' : 'en';
}

/** SPEC §1: countries offered at signup. */
export const SIGNUP_COUNTRIES = ['US', 'ES', 'MX', 'PA', 'DO'] as const;
export const CountryIsoSchema = z.enum(SIGNUP_COUNTRIES, { error: choiceError('invalid_country') });
export type CountryIso = z.infer<typeof CountryIsoSchema>;

export const COUNTRY_NAMES: Record<CountryIso, Record<Language, string>> = {
  US: { english: 'United States', spanish: 'Estados Unidos' },
  ES: { english: 'Spain', spanish: 'España' },
  MX: { english: 'Mexico', spanish: 'México' },
  PA: { english: 'Panama', spanish: 'Panamá' },
  DO: { english: 'Dominican Republic', spanish: 'República Dominicana' },
};

/** SPEC §1: vehicle types. */
export const VEHICLE_TYPES = ['motorcycle', 'truck', 'bicycle'] as const;
export const VehicleTypeSchema = z.enum(VEHICLE_TYPES, { error: choiceError('invalid_vehicle_type') });
export type VehicleType = z.infer<typeof VehicleTypeSchema>;

/**
 * The zone a report reads days in when the viewer sends none: the capital's, for each signup
 * country. The web app always sends the browser's own zone.
 */
export const DEFAULT_TIME_ZONE_BY_COUNTRY: Record<string, string> = {
  US: 'America/New_York',
  ES: 'Europe/Madrid',
  MX: 'America/Mexico_City',
  PA: 'America/Panama',
  DO: 'America/Santo_Domingo',
};

export function defaultTimeZone(countryIso: string | null | undefined): string {
  return DEFAULT_TIME_ZONE_BY_COUNTRY[countryIso?.toUpperCase() ?? ''] ?? 'UTC';
}

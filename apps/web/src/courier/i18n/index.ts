import { courierWord, formatKm, formatPhone, formatTimeOfDay, type Language } from '@rutaviva/domain';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { localStore } from '../lib/local-store';
import { useSession } from '../lib/session';
import { type Dictionary, en, type MessageKey } from './en';
import { es } from './es';

export type { MessageKey } from './en';

export const DICTIONARIES: Record<Language, Dictionary> = { english: en, spanish: es };

/** SPEC §3 keeps the choice under "language" as english or spanish, as the admin app does. */
const LANGUAGE_KEY = 'language';

/**
 * SPEC §1: Spanish when the browser language starts with "es", else English. (The domain's
 * languageFromBrowser lives beside zod schemas that would triple this entry's size.)
 */
export function browserLanguage(tag: string | undefined): Language {
  return tag?.toLowerCase().startsWith('es') ? 'spanish' : 'english';
}

function currentLanguage(): Language {
  const stored = localStore.get(LANGUAGE_KEY);
  if (stored === 'english' || stored === 'spanish') return stored;
  return browserLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

export function setLanguage(language: Language): void {
  localStore.set(LANGUAGE_KEY, language);
}

export function useLanguage(): Language {
  return useSyncExternalStore(localStore.subscribe, currentLanguage);
}

export type Vars = Record<string, string | number>;

/** Fills {{name}} placeholders; an unknown placeholder stays visible so a missing value is noticed. */
export function interpolate(text: string, vars: Vars = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

type PluralBase = MessageKey extends infer K ? (K extends `${infer B}_one` ? B : never) : never;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface Translator {
  language: Language;
  t: (key: MessageKey, vars?: Vars) => string;
  /** English and Spanish both use "one" for 1 and "other" for everything else. */
  tn: (key: PluralBase, count: number, vars?: Vars) => string;
  /** Numbers go through the domain's formatters, as on the admin app and the tracking page. */
  time: (unixSeconds: number) => string;
  km: (km: number) => string;
  /** The business's own country's numbers in national form, others in international form. */
  phone: (e164: string) => string;
  countryName: (iso: string) => string;
}

export function useI18n(): Translator {
  const language = useLanguage();
  const countryIso = useSession()?.business.country_iso ?? null;
  const t = useCallback(
    (key: MessageKey, vars?: Vars) => {
      const word = courierWord(language, countryIso);
      return interpolate(DICTIONARIES[language][key], {
        courier: word.singular,
        couriers: word.plural,
        Courier: capitalize(word.singular),
        ...vars,
      });
    },
    [language, countryIso],
  );
  return useMemo(() => {
    const code = language === 'spanish' ? 'es' : 'en';
    let regions: Intl.DisplayNames | null = null;
    try {
      regions = new Intl.DisplayNames([code], { type: 'region' });
    } catch {
      regions = null;
    }
    return {
      language,
      t,
      tn: (key, count, vars) =>
        t(`${key}_${count === 1 ? 'one' : 'other'}` as MessageKey, { count, ...vars }),
      time: (unixSeconds) => formatTimeOfDay(unixSeconds, language),
      km: (km) => formatKm(km, language),
      phone: (e164) => formatPhone(e164, countryIso),
      countryName: (iso) => regions?.of(iso) ?? iso,
    };
  }, [language, countryIso, t]);
}

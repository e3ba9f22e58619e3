import { type Language, LanguageSchema, languageCode, languageFromBrowser } from '@rutaviva/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { storage } from '../storage';
import { en } from './en';
import { es } from './es';

export const resources = { en: { translation: en }, es: { translation: es } } as const;

/** Stored choice first, else the browser's language (SPEC §1). */
export function initialLanguage(): Language {
  const stored = LanguageSchema.safeParse(storage.get('language'));
  if (stored.success) return stored.data;
  return languageFromBrowser(typeof navigator === 'undefined' ? undefined : navigator.language);
}

function reflectInDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageCode(language);
}

export function initI18n(language: Language = initialLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: languageCode(language),
      fallbackLng: 'en',
      supportedLngs: ['en', 'es'],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  reflectInDocument(language);
  return i18next;
}

/**
 * Adds a feature's messages under `key`, in both languages, when its pages load: they travel in
 * the feature's own chunk instead of every page's first load. Called at the top of the module of
 * each page that needs them; a second call changes nothing.
 */
const registered = new Set<string>();

export function registerMessages(key: string, english: object, spanish: object) {
  if (registered.has(key)) return;
  registered.add(key);
  // Initialised already, it is left as it is (a prerendered page's language included).
  const i18n = i18next.isInitialized ? i18next : initI18n();
  i18n.addResourceBundle('en', 'translation', { [key]: english }, true, false);
  i18n.addResourceBundle('es', 'translation', { [key]: spanish }, true, false);
}

/** Switches the interface language and remembers the choice under the `language` key. */
export function setLanguage(language: Language) {
  storage.set('language', language);
  reflectInDocument(language);
  void i18next.changeLanguage(languageCode(language));
}

export function toLanguage(code: string | undefined): Language {
  return code?.startsWith('es') ? 'spanish' : 'english';
}

/** The current interface language as the domain names it ('spanish' | 'english'). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

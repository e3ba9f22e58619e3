import { createContext, useContext } from 'react';
import { type Dictionary, en, type MessageKey } from './en';
import { es } from './es';

export type { MessageKey } from './en';
export type Language = 'english' | 'spanish';

export const DICTIONARIES: Record<Language, Dictionary> = { english: en, spanish: es };

/** SPEC §1: Spanish when the browser language starts with "es", else English. */
export function browserLanguage(tag: string | undefined): Language {
  return tag?.toLowerCase().startsWith('es') ? 'spanish' : 'english';
}

export type Vars = Record<string, string | number>;

export interface Translator {
  /** Numbers and times go through the domain's formatters with this language. */
  language: Language;
  t: (key: MessageKey, vars?: Vars) => string;
}

export function translator(language: Language): Translator {
  const dictionary = DICTIONARIES[language];
  return {
    language,
    t: (key, vars = {}) =>
      dictionary[key].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
        name in vars ? String(vars[name]) : match,
      ),
  };
}

export const TranslatorContext = createContext<Translator>(translator('english'));

export const useT = () => useContext(TranslatorContext);

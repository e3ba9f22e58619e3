import type { Language } from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { setLanguage, useI18n } from '../i18n';

const LANGUAGES: ReadonlyArray<{ language: Language; short: string }> = [
  { language: 'english', short: 'EN' },
  { language: 'spanish', short: 'ES' },
];

function Mark() {
  return (
    <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#fff" />
      <path
        d="M32 12c-8.3 0-15 6.5-15 14.6C17 37.5 32 52 32 52s15-14.5 15-25.4C47 18.5 40.3 12 32 12z"
        fill="var(--brand-700)"
      />
      <circle cx="32" cy="26.5" r="6" fill="var(--accent-500)" />
    </svg>
  );
}

/** The brand, the EN / ES switch and, when signed in, the way out. */
export function Header({ action }: { action?: ReactNode }) {
  const { t, language } = useI18n();
  return (
    <header className="c-header">
      <div className="c-header__inner">
        <span className="c-brand">
          <Mark />
          <span className="c-brand__text">
            <span className="c-brand__name">{t('app.name')}</span>
            <span className="c-brand__for">{t('app.for')}</span>
          </span>
        </span>
        <fieldset className="c-lang">
          <legend className="visually-hidden">{t('language.label')}</legend>
          {LANGUAGES.map((option) => (
            <button
              key={option.language}
              type="button"
              className="c-lang__option"
              aria-pressed={language === option.language}
              lang={option.language === 'spanish' ? 'es' : 'en'}
              onClick={() => setLanguage(option.language)}
            >
              <span aria-hidden="true">{option.short}</span>
              <span className="visually-hidden">{t(`language.${option.language}`)}</span>
            </button>
          ))}
        </fieldset>
        {action}
      </div>
    </header>
  );
}

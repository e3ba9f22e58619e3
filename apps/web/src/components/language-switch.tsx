import type { Language } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '../lib/i18n';

const OPTIONS: ReadonlyArray<{ language: Language; short: string }> = [
  { language: 'english', short: 'EN' },
  { language: 'spanish', short: 'ES' },
];

/** EN / ES toggle; the choice is stored as 'english' | 'spanish'. */
export function LanguageSwitch({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <fieldset className={`pill-switch pill-switch--${tone}`}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {OPTIONS.map(({ language, short }) => (
        <button
          key={language}
          type="button"
          className="pill-switch__option"
          aria-pressed={current === language}
          lang={language === 'spanish' ? 'es' : 'en'}
          title={t(`language.${language}`)}
          onClick={() => setLanguage(language)}
        >
          <span aria-hidden="true">{short}</span>
          <span className="visually-hidden">{t(`language.${language}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}

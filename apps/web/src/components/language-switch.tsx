import type { Language } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '../lib/i18n';
import { ChoiceSwitch } from './choice-switch';

const LANGUAGES: readonly Language[] = ['english', 'spanish'];
const SHORT: Record<Language, string> = { english: 'EN', spanish: 'ES' };

/** EN / ES toggle; the choice is stored as 'english' | 'spanish'. */
export function LanguageSwitch({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <ChoiceSwitch
      look="pill-switch"
      className={`pill-switch--${tone}`}
      legend={t('language.label')}
      options={LANGUAGES}
      value={current}
      onChange={setLanguage}
      label={(language) => (
        <>
          <span aria-hidden="true">{SHORT[language]}</span>
          <span className="visually-hidden">{t(`language.${language}`)}</span>
        </>
      )}
      optionProps={(language) => ({
        lang: language === 'spanish' ? 'es' : 'en',
        title: t(`language.${language}`),
      })}
    />
  );
}

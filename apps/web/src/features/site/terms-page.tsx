import { numberLocale } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { registerLegalMessages } from './legal-messages';
import './site-pages.css';

registerLegalMessages();

/** The day the terms below last changed; change it with them. */
export const TERMS_UPDATED = '2026-11-24';

const SECTIONS = [
  'scope',
  'service',
  'account',
  'trial',
  'prepaid',
  'payments',
  'customers',
  'couriers',
  'messages',
  'use',
  'availability',
  'liability',
  'ending',
  'changes',
] as const;

/** The date in words in the page's language, read as a calendar day wherever the reader is. */
function updatedOn(language: ReturnType<typeof useLanguage>): string {
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${TERMS_UPDATED}T12:00:00Z`),
  );
}

/** /terms_and_conditions (issue 14 item 5): the terms of the hosted service, with a contents list. */
export function TermsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('legal.terms.title'));
  return (
    <div className="site-page">
      <header className="site-page__hero">
        <div className="container container--narrow stack--4">
          <h1 className="site-page__title">{t('legal.terms.heading')}</h1>
          <p className="site-page__meta">{t('legal.terms.updated', { date: updatedOn(language) })}</p>
          <p className="site-page__lead">{t('legal.terms.intro')}</p>
        </div>
      </header>
      <div className="container container--narrow site-page__body">
        <nav className="terms-contents card" aria-labelledby="terms-contents">
          <h2 id="terms-contents" className="terms-contents__title">
            {t('legal.terms.contents')}
          </h2>
          <ol className="terms-contents__list">
            {SECTIONS.map((key) => (
              <li key={key}>
                <a href={`#terms-${key}`}>{t(`legal.terms.sections.${key}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="terms-sections site-prose">
          {SECTIONS.map((key) => (
            <li key={key} className="terms-sections__item">
              <section id={`terms-${key}`} aria-labelledby={`terms-${key}-title`}>
                <h2 id={`terms-${key}-title`}>{t(`legal.terms.sections.${key}.title`)}</h2>
                {t(`legal.terms.sections.${key}.body`, { returnObjects: true }).map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </section>
            </li>
          ))}
        </ol>
        <p className="site-page__meta">
          <Link to={paths.bookDemo}>{t('legal.terms.contact')}</Link>
        </p>
      </div>
    </div>
  );
}

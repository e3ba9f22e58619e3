import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import {
  ArrowRightIcon,
  CalendarIcon,
  CheckIcon,
  GlobeIcon,
  PhoneIcon,
  RouteIcon,
  SparkIcon,
} from '../../components/icons';
import { useDocumentTitle } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { registerLegalMessages } from './legal-messages';
import './site-pages.css';

registerLegalMessages();

const PRINCIPLES = [
  { key: 'simple', icon: <SparkIcon size={22} /> },
  { key: 'phone', icon: <PhoneIcon size={22} /> },
  { key: 'offline', icon: <RouteIcon size={22} /> },
  { key: 'honest', icon: <CheckIcon size={22} /> },
  { key: 'open', icon: <GlobeIcon size={22} /> },
] as const;

/** /about_us (issue 14 item 5): who the product is for and what it holds to. */
export function AboutUsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.about.title'));
  const story = t('legal.about.story', { returnObjects: true });
  return (
    <div className="site-page">
      <header className="site-page__hero">
        <div className="container container--narrow stack--4">
          <p className="site-page__eyebrow">{t('legal.about.eyebrow')}</p>
          <h1 className="site-page__title">{t('legal.about.heading')}</h1>
          <p className="site-page__lead">{t('legal.about.intro')}</p>
        </div>
      </header>
      <div className="container container--narrow site-page__body">
        <section aria-labelledby="about-story" className="site-prose">
          <h2 id="about-story">{t('legal.about.storyTitle')}</h2>
          {story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="about-principles">
          <h2 id="about-principles" className="site-page__section-title">
            {t('legal.about.principlesTitle')}
          </h2>
          <ul className="principles">
            {PRINCIPLES.map(({ key, icon }) => (
              <li key={key} className="principles__item card">
                <span className="icon-tile tone-brand" aria-hidden="true">
                  {icon}
                </span>
                <h3 className="principles__title">{t(`legal.about.principles.${key}.title`)}</h3>
                <p className="principles__body">{t(`legal.about.principles.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-where" className="site-prose">
          <h2 id="about-where">{t('legal.about.whereTitle')}</h2>
          <p>{t('legal.about.where')}</p>
        </section>
        <section aria-labelledby="about-cta" className="site-cta card">
          <h2 id="about-cta">{t('legal.about.ctaTitle')}</h2>
          <p>{t('legal.about.ctaBody')}</p>
          <div className="site-cta__actions">
            <ButtonLink to={paths.signup} variant="accent" iconEnd={<ArrowRightIcon size={16} />}>
              {t('legal.about.ctaTrial')}
            </ButtonLink>
            <ButtonLink to={paths.bookDemo} variant="inverse" icon={<CalendarIcon size={16} />}>
              {t('legal.about.ctaDemo')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}

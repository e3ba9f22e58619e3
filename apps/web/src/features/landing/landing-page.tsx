import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import {
  ArrowRightIcon,
  BuildingIcon,
  CheckIcon,
  MapPinIcon,
  MessageIcon,
  PhoneIcon,
  SparkIcon,
  StarIcon,
  TruckIcon,
  UsersIcon,
} from '../../components/icons';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { watchSections } from '../../lib/analytics';
import { useDocumentTitle } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { PhoneTracking } from './illustrations';
import { LandingMedia } from './landing-media';
import { Faq, FeatureCarousel, LandingSection, Pricing, Testimonials, useMarket } from './landing-sections';
import { SocialLinks } from './social-links';
import './landing.css';

/** The two ways in, under the hero and again at the end of the page: sign up, or take the tour. */
function HeroActions() {
  const { t } = useTranslation();
  return (
    <div className="hero__actions">
      <ButtonLink to={paths.signup} variant="accent" size="lg" iconEnd={<ArrowRightIcon size={18} />}>
        {t('landing.hero.cta')}
      </ButtonLink>
      <ButtonLink to={paths.demoTour('0')} variant="inverse" size="lg">
        {t('landing.hero.tour')}
      </ButtonLink>
    </div>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title" data-analytics-section="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">
            <SparkIcon size={16} />
            {t('landing.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="hero__title">
            {t('landing.hero.title')}
          </h1>
          <p className="hero__subtitle">{t('landing.hero.subtitle')}</p>
          <HeroActions />
          <p className="hero__note">
            <CheckIcon size={16} />
            {t('landing.hero.note')}
          </p>
        </div>
        <div className="hero__visual">
          <PhoneTracking withBubble />
        </div>
      </div>
    </section>
  );
}

function TrustStrip() {
  const { t } = useTranslation();
  const kinds = [
    { key: 'restaurants', icon: <StarIcon size={18} /> },
    { key: 'shops', icon: <BuildingIcon size={18} /> },
    { key: 'couriers', icon: <TruckIcon size={18} /> },
    { key: 'pharmacies', icon: <PlusCrossIcon /> },
    { key: 'petClinics', icon: <UsersIcon size={18} /> },
  ] as const;
  return (
    <section className="trust" aria-label={t('landing.trust.title')}>
      <div className="container trust__inner">
        <p className="trust__title">{t('landing.trust.title')}</p>
        <ul className="trust__list">
          {kinds.map((kind) => (
            <li key={kind.key} className="trust__item">
              {kind.icon}
              {t(`landing.trust.${kind.key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PlusCrossIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <path d="M12 8v8M8 12h8" strokeLinecap="round" />
    </svg>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { n: 1, icon: <PhoneIcon size={24} /> },
    { n: 2, icon: <MessageIcon size={24} /> },
    { n: 3, icon: <MapPinIcon size={24} /> },
  ] as const;
  return (
    <LandingSection name="how" anchor="how-it-works">
      <div className="how-layout">
        <div className="how-layout__media">
          <LandingMedia name="how" label={t('landing.media.how')} />
        </div>
        <ol className="how">
          {steps.map((step) => (
            <li key={step.n} className="how__step">
              <span className="how__icon icon-tile tone-brand tone-ring">{step.icon}</span>
              <span className="how__number">{step.n}</span>
              <h3 className="how__title">{t(`landing.how.step${step.n}Title`)}</h3>
              <p className="how__body">{t(`landing.how.step${step.n}Body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}

function FinalCta() {
  const { t } = useTranslation();
  return (
    <section className="final-cta" aria-labelledby="final-cta-title">
      <div className="container stack--4 final-cta__inner">
        <div>
          <h2 id="final-cta-title" className="final-cta__title">
            {t('landing.finalCta.title')}
          </h2>
          <p className="final-cta__body">{t('landing.finalCta.body')}</p>
        </div>
        <HeroActions />
      </div>
    </section>
  );
}

function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="landing-footer">
      <div className="container spread landing-footer__inner">
        <div className="landing-footer__brand">
          <Logo size={28} />
          <p>{t('app.tagline')}</p>
        </div>
        <nav className="landing-footer__links" aria-label={t('landing.sectionsLabel')}>
          <Link to={paths.aboutUs}>{t('landing.footer.about')}</Link>
          <Link to={paths.terms}>{t('landing.footer.terms')}</Link>
          <Link to={paths.login()}>{t('landing.footer.login')}</Link>
        </nav>
        <div className="landing-footer__end">
          <SocialLinks />
          <LanguageSwitch />
        </div>
      </div>
      <div className="container">
        <p className="landing-footer__rights">
          {t('landing.footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

/** SPEC §2 "Landing page". */
export function LandingPage() {
  const market = useMarket();
  useDocumentTitle(null);
  // SPEC §7: each of the six sections is counted once when half seen (staging and production).
  useEffect(() => watchSections(document), []);
  return (
    <div className="landing">
      <Hero />
      <TrustStrip />
      <FeatureCarousel market={market} />
      <HowItWorks />
      <Pricing market={market} />
      <Testimonials />
      <Faq />
      <FinalCta />
      <LandingFooter />
    </div>
  );
}

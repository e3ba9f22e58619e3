import { formatFixed, formatNumber, MONTHLY_PLANS, pricingMarket } from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import { ArrowRightIcon, CheckIcon, PlusIcon } from '../../components/icons';
import { useVisitorCountry } from '../../lib/country';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { CarouselControls, CarouselSlides, useCarousel } from './carousel';
import { LandingMedia } from './landing-media';
import type { MediaName } from './media-catalog';
import './feature-carousel.css';
import './landing-sections.css';

/**
 * A section of the landing page: its eyebrow and title (`landing.<name>.eyebrow` and `.title`)
 * over what it shows; `anchor` is the id the page's links jump to.
 */
export function LandingSection({
  name,
  anchor,
  tinted = false,
  medium = false,
  children,
}: {
  name: 'features' | 'testimonials' | 'faq' | 'how';
  anchor?: string;
  tinted?: boolean;
  medium?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={tinted ? 'landing-section landing-section--tinted' : 'landing-section'}
      aria-labelledby={`${name}-title`}
      id={anchor}
      data-analytics-section={name}
    >
      <div className={medium ? 'container container--medium' : 'container'}>
        <header className="section-heading">
          <p className="eyebrow">{t(`landing.${name}.eyebrow`)}</p>
          <h2 id={`${name}-title`} className="section-heading__title">
            {t(`landing.${name}.title`)}
          </h2>
        </header>
        {children}
      </div>
    </section>
  );
}

type Market = ReturnType<typeof pricingMarket>;

/** SPEC §2: four feature slides, wrapping; the first one's text depends on the country. */
export function FeatureCarousel({ market }: { market: Market }) {
  const { t } = useTranslation();
  const carousel = useCarousel(4);
  const trackingBody =
    market === 'MX'
      ? t('landing.features.tracking.bodyMX')
      : market === 'US'
        ? t('landing.features.tracking.bodyUS')
        : t('landing.features.tracking.body');
  const slides: Array<{ title: string; body: string; media: MediaName }> = [
    { title: t('landing.features.tracking.title'), body: trackingBody, media: 'tracking' },
    {
      title: t('landing.features.monitor.title'),
      body: t('landing.features.monitor.body'),
      media: 'monitor',
    },
    { title: t('landing.features.admin.title'), body: t('landing.features.admin.body'), media: 'admin' },
    {
      title: t('landing.features.feedback.title'),
      body: t('landing.features.feedback.body'),
      media: 'feedback',
    },
  ];

  return (
    <LandingSection name="features" anchor="features">
      <div className="feature-panel">
        <CarouselSlides
          carousel={carousel}
          label={t('landing.features.carouselLabel')}
          className="feature-carousel"
          slides={slides.map((slide, index) => (
            <div className="stack--6 feature-slide" key={slide.title}>
              <div className="stack--3 feature-slide__text">
                <span className="feature-slide__count">
                  {String(index + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
                </span>
                <h3 className="feature-slide__title">{slide.title}</h3>
                <p className="feature-slide__body">{slide.body}</p>
              </div>
              <div className={`feature-slide__art feature-slide__art--${slide.media}`}>
                <LandingMedia
                  name={slide.media}
                  label={t(`landing.media.${slide.media}`)}
                  active={index === carousel.index}
                />
              </div>
            </div>
          ))}
        >
          <CarouselControls carousel={carousel} count={slides.length} />
        </CarouselSlides>
      </div>
    </LandingSection>
  );
}

/** SPEC §9 "Pricing": the trial headline and the plan of the visitor's market. */
export function Pricing({ market }: { market: Market }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const plan = MONTHLY_PLANS[market];
  const price = `${formatNumber(plan.monthly_price_minor / 100, language, 2)} ${plan.currency}`;
  const extra = `${formatFixed(plan.extra_delivery_minor / 100, language, 2)} ${plan.currency}`;
  const subtitleKey =
    market === 'MX'
      ? 'landing.pricing.subtitleMX'
      : market === 'US'
        ? 'landing.pricing.subtitleUS'
        : 'landing.pricing.subtitleInternational';
  return (
    <section
      className="landing-section"
      aria-labelledby="pricing-title"
      id="pricing"
      data-analytics-section="pricing"
    >
      <div className="container">
        <div className="pricing">
          <div className="stack--3 pricing__text">
            <p className="eyebrow">{t('landing.pricing.eyebrow')}</p>
            <h2 id="pricing-title" className="pricing__title">
              {t('landing.pricing.title')}
            </h2>
            <p className="pricing__subtitle" data-market={market}>
              {t(subtitleKey, { price, deliveries: plan.included_deliveries })}
            </p>
          </div>
          <div className="pricing__card">
            <p className="pricing__price">
              <span className="pricing__amount">{price}</span>
              <span className="pricing__per">/ {t('landing.pricing.perMonth')}</span>
            </p>
            <p className="pricing__included">
              {t('landing.pricing.included', { deliveries: plan.included_deliveries, extra })}
            </p>
            <ul className="check-list">
              {(['point1', 'point2', 'point3'] as const).map((point) => (
                <li key={point}>
                  <span className="check-list__icon">
                    <CheckIcon size={14} />
                  </span>
                  {t(`landing.pricing.${point}`)}
                </li>
              ))}
            </ul>
            <ButtonLink
              to={paths.signup}
              variant="accent"
              size="lg"
              block
              iconEnd={<ArrowRightIcon size={18} />}
            >
              {t('landing.pricing.cta')}
            </ButtonLink>
            <ButtonLink to={paths.demoTour('0')} variant="ghost" block>
              {t('landing.pricing.tour')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

export function useMarket(): Market {
  return pricingMarket(useVisitorCountry());
}

const TESTIMONIALS = [1, 2, 3] as const;

/** SPEC §2: three testimonial slides, wrapping. */
export function Testimonials() {
  const { t } = useTranslation();
  const carousel = useCarousel(TESTIMONIALS.length);
  return (
    <LandingSection name="testimonials" tinted>
      <div className="testimonials">
        <CarouselSlides
          carousel={carousel}
          label={t('landing.testimonials.carouselLabel')}
          slides={TESTIMONIALS.map((n) => (
            <figure className="testimonial" key={n}>
              <p className="testimonial__quote">{t(`landing.testimonials.quote${n}`)}</p>
              <figcaption className="testimonial__author">
                <span className="testimonial__avatar" aria-hidden="true">
                  {t(`landing.testimonials.author${n}`).charAt(0)}
                </span>
                <span>
                  <strong>{t(`landing.testimonials.author${n}`)}</strong>
                  <span className="testimonial__place">{t(`landing.testimonials.place${n}`)}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        >
          <CarouselControls carousel={carousel} count={TESTIMONIALS.length} />
        </CarouselSlides>
      </div>
    </LandingSection>
  );
}

/** SPEC §2 mentions seven questions (one reading shows four). */
const QUESTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

export function Faq() {
  const { t } = useTranslation();
  return (
    <LandingSection name="faq" anchor="faq" medium>
      <div className="landing-faq">
        {QUESTIONS.map((n) => (
          <details key={n} className="landing-faq__item">
            <summary className="landing-faq__question">
              {t(`landing.faq.q${n}`)}
              <PlusIcon size={20} className="landing-faq__icon" />
            </summary>
            <p className="landing-faq__answer">{t(`landing.faq.a${n}`)}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}

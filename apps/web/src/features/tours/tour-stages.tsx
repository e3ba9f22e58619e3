import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import {
  ArrowRightIcon,
  ChartIcon,
  CheckIcon,
  MapPinIcon,
  MessageIcon,
  MotorcycleIcon,
} from '../../components/icons';
import { paths } from '../../lib/paths';

function Part({ mark, icon, title, body }: { mark: string; icon: ReactNode; title: string; body: string }) {
  return (
    <li className="panel tour-part" data-tour={mark}>
      <span className="tour-part__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="tour-part__title">{title}</h2>
      <p className="tour-part__body">{body}</p>
    </li>
  );
}

/** The first stop: what RutaViva does, in its three parts. */
export function TourWelcome() {
  const { t } = useTranslation();
  return (
    <div className="container page tour-intro">
      <p className="tour-intro__eyebrow">{t('tours.welcome.eyebrow')}</p>
      <h1 className="tour-intro__title">{t('tours.welcome.heading')}</h1>
      <p className="tour-intro__lead">{t('tours.welcome.lead')}</p>
      <ul className="tour-parts">
        <Part
          mark="courier-part"
          icon={<MotorcycleIcon size={26} />}
          title={t('tours.welcome.courier.title')}
          body={t('tours.welcome.courier.body')}
        />
        <Part
          mark="customer-part"
          icon={<MessageIcon size={26} />}
          title={t('tours.welcome.customer.title')}
          body={t('tours.welcome.customer.body')}
        />
        <Part
          mark="admin-part"
          icon={<ChartIcon size={26} />}
          title={t('tours.welcome.admin.title')}
          body={t('tours.welcome.admin.body')}
        />
      </ul>
    </div>
  );
}

const SUMMARY_POINTS = ['start', 'message', 'monitor', 'reports', 'feedback'] as const;

/** The last stop of the full tour: what was seen, and the way to try it. */
export function TourSummary() {
  const { t } = useTranslation();
  return (
    <div className="container page tour-intro">
      <p className="tour-intro__eyebrow">{t('tours.summary.eyebrow')}</p>
      <h1 className="tour-intro__title">{t('tours.summary.heading')}</h1>
      <ul className="panel stack--3 tour-summary" data-tour="summary-points">
        {SUMMARY_POINTS.map((point) => (
          <li key={point} className="tour-summary__point">
            <CheckIcon size={20} className="tour-summary__check" />
            <span>{t(`tours.summary.points.${point}`)}</span>
          </li>
        ))}
      </ul>
      <div className="cluster tour-summary__actions" data-tour="summary-signup">
        <ButtonLink to={paths.signup} variant="accent" size="lg" iconEnd={<ArrowRightIcon size={20} />}>
          {t('tours.summary.signup')}
        </ButtonLink>
        <ButtonLink to={paths.bookDemo} variant="secondary" size="lg" icon={<MapPinIcon size={20} />}>
          {t('tours.summary.bookDemo')}
        </ButtonLink>
      </div>
    </div>
  );
}

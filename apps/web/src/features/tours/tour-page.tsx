import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks';
import { registerMessages } from '../../lib/i18n';
import { toursEn } from '../../lib/i18n/tours.en';
import { toursEs } from '../../lib/i18n/tours.es';
import { paths } from '../../lib/paths';
import { TourCourier } from './tour-courier';
import { type TourPosition, type TourStage, tourAt } from './tour-flow';
import { TourMessage } from './tour-message';
import { TourMonitor } from './tour-monitor';
import { TourReports } from './tour-reports';
import { TourReviews } from './tour-reviews';
import { TourSummary, TourWelcome } from './tour-stages';
import { useTourDriver } from './use-tour-driver';
import './tours.css';

registerMessages('tours', toursEn, toursEs);

const STAGES: Record<TourStage, ComponentType> = {
  welcome: TourWelcome,
  monitor: TourMonitor,
  reports: TourReports,
  reviews: TourReviews,
  courier: TourCourier,
  message: TourMessage,
  summary: TourSummary,
};

/**
 * SPEC §2 /demo_tour_*, /demo_basic_tour_*, /demo_wsp_tour_1: one stop of a guided tour, the real
 * screens over sample data under driver.js popovers. Public: nothing here asks the server.
 */
export function TourPage() {
  const { pathname } = useLocation();
  const position = useMemo(() => tourAt(pathname.replace(/\/$/, '')), [pathname]);
  // Only tour paths route here; anything else would be a typo in one of the two lists.
  if (!position) return <Navigate to={paths.home} replace />;
  return <TourStop key={pathname} position={position} />;
}

function TourStop({ position }: { position: TourPosition }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`tours.titles.${position.tour}`));
  useTourDriver(position);
  const Stage = STAGES[position.stop.stage];
  return (
    <div className={`tour tour--${position.stop.stage}`} data-testid="tour" data-stage={position.stop.stage}>
      <div className="tour-bar">
        <p className="tour-bar__text">
          <strong>{t(`tours.titles.${position.tour}`)}</strong>
          <span>{t('tours.sampleData')}</span>
        </p>
        <Link className="tour-bar__exit" to={paths.home}>
          {t('tours.exit')}
        </Link>
      </div>
      <Stage />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import {
  AlertIcon,
  BuildingIcon,
  ChartIcon,
  ClockIcon,
  FaceHappyIcon,
  InboxIcon,
  MapPinIcon,
  MessageIcon,
  PaletteIcon,
  SendIcon,
  StarIcon,
  UsersIcon,
} from '../../components/icons';
import { paths } from '../../lib/paths';
import { Points, Screenshot, Section, type SectionKey, useCourierWords } from './tutorial-parts';
import type { ShotName } from './tutorial-shots';

// Each point of a screen: its name in tutorial.<section>.points (…Title, …Body) and its icon.
const TRACKING_POINTS = [
  ['map', MapPinIcon],
  ['channel', MessageIcon],
  ['rating', StarIcon],
] as const;
const MONITOR_POINTS = [
  ['live', MapPinIcon],
  ['list', ClockIcon],
  ['branch', BuildingIcon],
] as const;
const REPORTS_POINTS = [
  ['filters', UsersIcon],
  ['sort', ClockIcon],
  ['flags', AlertIcon],
  ['csv', InboxIcon],
] as const;

/** What the customer gets: the message, the live map and the rating. */
export function TrackingSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <Section sectionKey="tracking" icon={<MessageIcon size={22} />} intro={t('tutorial.tracking.intro')}>
      <div className="tutorial-split">
        <div className="tutorial-split__text">
          <Points
            items={TRACKING_POINTS.map(([name, Icon]) => ({
              icon: <Icon size={20} />,
              title: t(`tutorial.tracking.points.${name}Title`),
              body: t(`tutorial.tracking.points.${name}Body`, words),
            }))}
          />
          <div className="button-row">
            <ButtonLink to={paths.demoSms} icon={<SendIcon size={18} />}>
              {t('tutorial.tracking.sample')}
            </ButtonLink>
            <ButtonLink to={paths.designTracking} variant="secondary" icon={<PaletteIcon size={18} />}>
              {t('tutorial.tracking.design')}
            </ButtonLink>
          </div>
        </div>
        <Screenshot name="tracking" alt={t('tutorial.shots.tracking', words)} />
      </div>
    </Section>
  );
}

/** A screen of the admin app: what it offers, a picture of it, and the way there. */
function ScreenSection({
  sectionKey,
  icon,
  intro,
  points,
  shot,
  alt,
  open,
}: {
  sectionKey: SectionKey;
  icon: ReactNode;
  intro: string;
  points?: { title: string; body: string; icon: ReactNode }[];
  shot: ShotName;
  alt: string;
  open: { to: string; icon: ReactNode; label: string };
}) {
  return (
    <Section sectionKey={sectionKey} icon={icon} intro={intro}>
      {points ? <Points items={points} /> : null}
      <Screenshot name={shot} alt={alt} />
      <div className="button-row">
        <ButtonLink to={open.to} variant="secondary" icon={open.icon}>
          {open.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** Every courier on a delivery, live. */
export function MonitorSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <ScreenSection
      sectionKey="monitor"
      icon={<MapPinIcon size={22} />}
      intro={t('tutorial.monitor.intro', words)}
      points={MONITOR_POINTS.map(([name, Icon]) => ({
        icon: <Icon size={20} />,
        title: t(`tutorial.monitor.points.${name}Title`),
        body: t(`tutorial.monitor.points.${name}Body`, words),
      }))}
      shot="monitor"
      alt={t('tutorial.shots.monitor', words)}
      open={{ to: paths.monitor, icon: <MapPinIcon size={18} />, label: t('tutorial.monitor.open') }}
    />
  );
}

/** Filters, sorting, flags and the CSV file. */
export function ReportsSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <ScreenSection
      sectionKey="reports"
      icon={<ChartIcon size={22} />}
      intro={t('tutorial.reports.intro')}
      points={REPORTS_POINTS.map(([name, Icon]) => ({
        icon: <Icon size={20} />,
        title: t(`tutorial.reports.points.${name}Title`),
        body: t(`tutorial.reports.points.${name}Body`, words),
      }))}
      shot="reports"
      alt={t('tutorial.shots.reports', words)}
      open={{ to: paths.reports, icon: <ChartIcon size={18} />, label: t('tutorial.reports.open') }}
    />
  );
}

/** What customers answered after their delivery. */
export function FeedbackSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <ScreenSection
      sectionKey="feedback"
      icon={<FaceHappyIcon size={22} />}
      intro={t('tutorial.feedback.intro', words)}
      shot="reviews"
      alt={t('tutorial.shots.reviews')}
      open={{ to: paths.reviews, icon: <StarIcon size={18} />, label: t('tutorial.feedback.open') }}
    />
  );
}

import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
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
import { Points, Screenshot, Section, useCourierWords } from './tutorial-parts';
import type { ShotName } from './tutorial-shots';

/** A guide's points: each one's icon and the keys of its title and body. */
type GuidePoint = readonly [ComponentType<{ size?: number }>, ParseKeys, ParseKeys];

function GuidePoints({ points }: { points: readonly GuidePoint[] }) {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <Points
      items={points.map(([Icon, title, body]) => ({
        icon: <Icon size={20} />,
        title: t(title, words),
        body: t(body, words),
      }))}
    />
  );
}

/** What the customer gets: the message, the live map and the rating. */
export function TrackingSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <Section sectionKey="tracking" icon={<MessageIcon size={22} />} intro={t('tutorial.tracking.intro')}>
      <div className="tutorial-split">
        <div className="stack--6">
          <GuidePoints
            points={[
              [MapPinIcon, 'tutorial.tracking.points.mapTitle', 'tutorial.tracking.points.mapBody'],
              [MessageIcon, 'tutorial.tracking.points.channelTitle', 'tutorial.tracking.points.channelBody'],
              [StarIcon, 'tutorial.tracking.points.ratingTitle', 'tutorial.tracking.points.ratingBody'],
            ]}
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

/** The admin's screens the guide walks through: their icon, points, screenshot and the link that opens them. */
const SCREENS = {
  /** Every courier on a delivery, live. */
  monitor: {
    icon: MapPinIcon,
    points: [
      [MapPinIcon, 'tutorial.monitor.points.liveTitle', 'tutorial.monitor.points.liveBody'],
      [ClockIcon, 'tutorial.monitor.points.listTitle', 'tutorial.monitor.points.listBody'],
      [BuildingIcon, 'tutorial.monitor.points.branchTitle', 'tutorial.monitor.points.branchBody'],
    ],
    shot: 'monitor',
    to: paths.monitor,
    linkIcon: MapPinIcon,
  },
  /** Filters, sorting, flags and the CSV file. */
  reports: {
    icon: ChartIcon,
    points: [
      [UsersIcon, 'tutorial.reports.points.filtersTitle', 'tutorial.reports.points.filtersBody'],
      [ClockIcon, 'tutorial.reports.points.sortTitle', 'tutorial.reports.points.sortBody'],
      [AlertIcon, 'tutorial.reports.points.flagsTitle', 'tutorial.reports.points.flagsBody'],
      [InboxIcon, 'tutorial.reports.points.csvTitle', 'tutorial.reports.points.csvBody'],
    ],
    shot: 'reports',
    to: paths.reports,
    linkIcon: ChartIcon,
  },
  /** What customers answered after their delivery. */
  feedback: { icon: FaceHappyIcon, points: [], shot: 'reviews', to: paths.reviews, linkIcon: StarIcon },
} as const satisfies Record<
  string,
  {
    icon: ComponentType<{ size?: number }>;
    points: readonly GuidePoint[];
    shot: ShotName;
    to: string;
    linkIcon: ComponentType<{ size?: number }>;
  }
>;

function ScreenSection({ screen }: { screen: keyof typeof SCREENS }) {
  const { t } = useTranslation();
  const words = useCourierWords();
  const { icon: Icon, points, shot, to, linkIcon: LinkIcon } = SCREENS[screen];
  return (
    <Section sectionKey={screen} icon={<Icon size={22} />} intro={t(`tutorial.${screen}.intro`, words)}>
      {points.length > 0 ? <GuidePoints points={points} /> : null}
      <Screenshot name={shot} alt={t(`tutorial.shots.${shot}`, words)} />
      <div className="button-row">
        <ButtonLink to={to} variant="secondary" icon={<LinkIcon size={18} />}>
          {t(`tutorial.${screen}.open`)}
        </ButtonLink>
      </div>
    </Section>
  );
}

export const MonitorSection = () => <ScreenSection screen="monitor" />;
export const ReportsSection = () => <ScreenSection screen="reports" />;
export const FeedbackSection = () => <ScreenSection screen="feedback" />;

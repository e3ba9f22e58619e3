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
        <div className="tutorial-split__text">
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

/** Every courier on a delivery, live. */
export function MonitorSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <Section sectionKey="monitor" icon={<MapPinIcon size={22} />} intro={t('tutorial.monitor.intro', words)}>
      <GuidePoints
        points={[
          [MapPinIcon, 'tutorial.monitor.points.liveTitle', 'tutorial.monitor.points.liveBody'],
          [ClockIcon, 'tutorial.monitor.points.listTitle', 'tutorial.monitor.points.listBody'],
          [BuildingIcon, 'tutorial.monitor.points.branchTitle', 'tutorial.monitor.points.branchBody'],
        ]}
      />
      <Screenshot name="monitor" alt={t('tutorial.shots.monitor', words)} />
      <div className="button-row">
        <ButtonLink to={paths.monitor} variant="secondary" icon={<MapPinIcon size={18} />}>
          {t('tutorial.monitor.open')}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** Filters, sorting, flags and the CSV file. */
export function ReportsSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <Section sectionKey="reports" icon={<ChartIcon size={22} />} intro={t('tutorial.reports.intro')}>
      <GuidePoints
        points={[
          [UsersIcon, 'tutorial.reports.points.filtersTitle', 'tutorial.reports.points.filtersBody'],
          [ClockIcon, 'tutorial.reports.points.sortTitle', 'tutorial.reports.points.sortBody'],
          [AlertIcon, 'tutorial.reports.points.flagsTitle', 'tutorial.reports.points.flagsBody'],
          [InboxIcon, 'tutorial.reports.points.csvTitle', 'tutorial.reports.points.csvBody'],
        ]}
      />
      <Screenshot name="reports" alt={t('tutorial.shots.reports', words)} />
      <div className="button-row">
        <ButtonLink to={paths.reports} variant="secondary" icon={<ChartIcon size={18} />}>
          {t('tutorial.reports.open')}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** What customers answered after their delivery. */
export function FeedbackSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <Section
      sectionKey="feedback"
      icon={<FaceHappyIcon size={22} />}
      intro={t('tutorial.feedback.intro', words)}
    >
      <Screenshot name="reviews" alt={t('tutorial.shots.reviews')} />
      <div className="button-row">
        <ButtonLink to={paths.reviews} variant="secondary" icon={<StarIcon size={18} />}>
          {t('tutorial.feedback.open')}
        </ButtonLink>
      </div>
    </Section>
  );
}

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

/** What the customer gets: the message, the live map and the rating. */
export function TrackingSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <Section sectionKey="tracking" icon={<MessageIcon size={22} />} intro={t('tutorial.tracking.intro')}>
      <div className="tutorial-split">
        <div className="stack--6">
          <Points
            items={[
              {
                icon: <MapPinIcon size={20} />,
                title: t('tutorial.tracking.points.mapTitle'),
                body: t('tutorial.tracking.points.mapBody', words),
              },
              {
                icon: <MessageIcon size={20} />,
                title: t('tutorial.tracking.points.channelTitle'),
                body: t('tutorial.tracking.points.channelBody'),
              },
              {
                icon: <StarIcon size={20} />,
                title: t('tutorial.tracking.points.ratingTitle'),
                body: t('tutorial.tracking.points.ratingBody'),
              },
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
      <Points
        items={[
          {
            icon: <MapPinIcon size={20} />,
            title: t('tutorial.monitor.points.liveTitle'),
            body: t('tutorial.monitor.points.liveBody', words),
          },
          {
            icon: <ClockIcon size={20} />,
            title: t('tutorial.monitor.points.listTitle'),
            body: t('tutorial.monitor.points.listBody'),
          },
          {
            icon: <BuildingIcon size={20} />,
            title: t('tutorial.monitor.points.branchTitle'),
            body: t('tutorial.monitor.points.branchBody'),
          },
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
      <Points
        items={[
          {
            icon: <UsersIcon size={20} />,
            title: t('tutorial.reports.points.filtersTitle'),
            body: t('tutorial.reports.points.filtersBody', words),
          },
          {
            icon: <ClockIcon size={20} />,
            title: t('tutorial.reports.points.sortTitle'),
            body: t('tutorial.reports.points.sortBody'),
          },
          {
            icon: <AlertIcon size={20} />,
            title: t('tutorial.reports.points.flagsTitle'),
            body: t('tutorial.reports.points.flagsBody', words),
          },
          {
            icon: <InboxIcon size={20} />,
            title: t('tutorial.reports.points.csvTitle'),
            body: t('tutorial.reports.points.csvBody'),
          },
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

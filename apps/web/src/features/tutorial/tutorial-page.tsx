import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, PhoneIcon, SendIcon, UsersIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { TitledSection } from '../../components/titled-section';
import { useDocumentTitle } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { CourierSection } from './courier-section';
import { FeedbackSection, MonitorSection, ReportsSection, TrackingSection } from './guide-sections';
import { TutorialFaq } from './tutorial-faq';
import { SECTIONS, useCourierWords } from './tutorial-parts';
import './tutorial.css';

/** The first three things to do, each one link away. */
function QuickStart() {
  const { t } = useTranslation();
  const words = useCourierWords();
  const steps = [
    {
      key: 'team',
      icon: <UsersIcon size={22} />,
      title: t('tutorial.quickStart.team', words),
      body: t('tutorial.quickStart.teamBody', words),
      to: paths.team,
    },
    {
      key: 'sample',
      icon: <SendIcon size={22} />,
      title: t('tutorial.quickStart.sample'),
      body: t('tutorial.quickStart.sampleBody'),
      to: paths.demoSms,
    },
    {
      key: 'courier',
      icon: <PhoneIcon size={22} />,
      title: t('tutorial.quickStart.courier'),
      body: t('tutorial.quickStart.courierBody', words),
      to: '#courier-app',
    },
  ];
  return (
    <TitledSection
      title={t('tutorial.quickStart.title')}
      className="stack--4 quick-start"
      titleClassName="quick-start__title"
    >
      <ol className="stack--3 quick-start__steps">
        {steps.map((step, index) => {
          const content = (
            <>
              <span className="link-tile__icon" aria-hidden="true">
                {step.icon}
              </span>
              <span className="quick-start__text">
                <span className="quick-start__step-title">
                  <span className="quick-start__number">{index + 1}.</span> {step.title}
                </span>
                <span className="quick-start__body">{step.body}</span>
              </span>
              <ArrowRightIcon size={18} className="link-tile__end" />
            </>
          );
          return (
            <li key={step.key}>
              {step.to.startsWith('#') ? (
                <a href={step.to} className="link-tile quick-start__link">
                  {content}
                </a>
              ) : (
                <Link to={step.to} className="link-tile quick-start__link">
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}

function TableOfContents() {
  const { t } = useTranslation();
  const words = useCourierWords();
  return (
    <TitledSection
      as="nav"
      title={t('tutorial.toc')}
      className="stack--3 tutorial-toc"
      titleClassName="overline"
    >
      <ol className="tutorial-toc__list">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="tutorial-toc__link">
              {t(`tutorial.sections.${section.key}`, words)}
            </a>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

/** SPEC §2 "help/tutorial page": how couriers, customers and the admin use the product. */
export function TutorialPage() {
  const { t } = useTranslation();
  const words = useCourierWords();
  useDocumentTitle(t('tutorial.title'));
  return (
    <div className="container page tutorial-page">
      <PageHeader
        className="tutorial-header"
        title={t('tutorial.title')}
        subtitle={t('tutorial.subtitle', words)}
      />
      <QuickStart />
      <div className="tutorial-layout">
        <aside className="tutorial-layout__toc">
          <TableOfContents />
        </aside>
        <div className="tutorial-layout__content">
          <CourierSection />
          <TrackingSection />
          <MonitorSection />
          <ReportsSection />
          <FeedbackSection />
          <TutorialFaq />
          <p className="tutorial-top">
            <a href="#main" className="text-link">
              {t('tutorial.backToTop')}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}

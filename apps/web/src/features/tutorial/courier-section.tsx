import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import { EntryLink } from '../../components/entry-link';
import { PhoneIcon, UsersIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import { Screenshot, Section, useCourierWords } from './tutorial-parts';
import './courier-section.css';

const STEPS = ['install', 'login', 'start', 'arrived', 'stop', 'offline'] as const;

/** The courier app, from opening it to the end of a delivery. */
export function CourierSection() {
  const { t } = useTranslation();
  const words = useCourierWords();
  const url = `${window.location.host}${paths.courier}`;
  return (
    <Section sectionKey="courier" icon={<PhoneIcon size={22} />} intro={t('tutorial.courier.intro', words)}>
      <div className="tutorial-courier">
        <ol className="stack--4 tutorial-steps">
          {STEPS.map((step, index) => (
            <li key={step} className="stack--3 tutorial-step">
              <span className="icon-tile tutorial-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="tutorial-step__title">{t(`tutorial.courier.steps.${step}Title`, words)}</h3>
                <p className="tutorial-step__body">
                  {step === 'install' ? (
                    <InstallBody url={url} words={words} />
                  ) : (
                    t(`tutorial.courier.steps.${step}Body`, words)
                  )}
                </p>
              </div>
            </li>
          ))}
        </ol>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the row scrolls sideways, so a keyboard must be able to reach it (WCAG 2.1.1) */}
        <section className="stack shot-row" aria-label={t('tutorial.shots.courierRow', words)} tabIndex={0}>
          <Screenshot
            name="courier-login"
            alt={t('tutorial.shots.courierLogin', words)}
            caption={t('tutorial.captions.login')}
          />
          <Screenshot
            name="courier-start"
            alt={t('tutorial.shots.courierStart', words)}
            caption={t('tutorial.captions.start')}
          />
          <Screenshot
            name="courier-trip"
            alt={t('tutorial.shots.courierTrip', words)}
            caption={t('tutorial.captions.trip')}
          />
        </section>
      </div>
      <div className="button-row">
        {/* The courier app is its own entry (courier.html): a full page in a new tab. */}
        <EntryLink href={paths.courier}>{t('tutorial.courier.openApp', words)}</EntryLink>
        <ButtonLink to={paths.team} variant="secondary" icon={<UsersIcon size={18} />}>
          {t('tutorial.courier.manageTeam', words)}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** The install step with the courier app's address set apart, as people type it on a phone. */
function InstallBody({ url, words }: { url: string; words: { courier: string; couriers: string } }) {
  const { t } = useTranslation();
  const [before, after] = t('tutorial.courier.steps.installBody', { ...words, url: '\u0000' }).split(
    '\u0000',
  );
  return (
    <>
      {before}
      <code className="tutorial-url">{url}</code>
      {after}
    </>
  );
}

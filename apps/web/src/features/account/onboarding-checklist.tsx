import { ONBOARDING_STATES, type OnboardingState } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { ArrowRightIcon, CheckIcon, MapPinIcon } from '../../components/icons';
import { describeError } from '../../lib/api';
import { useCourierWord } from '../../lib/courier-word';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSkipOnboardingStep } from './api/skip-onboarding-step';

type Step = Exclude<OnboardingState, 'completed'>;
const STEPS = ONBOARDING_STATES.filter((state): state is Step => state !== 'completed');

type StepStatus = 'done' | 'current' | 'upcoming';

function statusOf(step: Step, current: OnboardingState): StepStatus {
  const stepIndex = ONBOARDING_STATES.indexOf(step);
  const currentIndex = ONBOARDING_STATES.indexOf(current);
  if (stepIndex < currentIndex) return 'done';
  return stepIndex === currentIndex ? 'current' : 'upcoming';
}

export function OnboardingComplete() {
  const { t } = useTranslation();
  return (
    <section className="card onboarding-done">
      <span className="onboarding-done__icon" aria-hidden="true">
        <CheckIcon size={26} />
      </span>
      <div>
        <h2 className="card__title">{t('myAccount.completedTitle')}</h2>
        <p className="card__subtitle">{t('myAccount.completedBody')}</p>
      </div>
      <ButtonLink to={paths.monitor} icon={<MapPinIcon size={18} />}>
        {t('myAccount.openMonitor')}
      </ButtonLink>
    </section>
  );
}

/** SPEC §4 "Onboarding": the steps in order; the ones not built yet can be skipped for now. */
export function OnboardingChecklist({ state }: { state: OnboardingState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const courier = useCourierWord().singular;
  const skip = useSkipOnboardingStep();
  const done = STEPS.filter((step) => statusOf(step, state) === 'done').length;

  return (
    <section className="card onboarding" aria-labelledby="onboarding-title">
      <header className="onboarding__header">
        <div>
          <h2 id="onboarding-title" className="card__title">
            {t('myAccount.setupTitle')}
          </h2>
          <p className="card__subtitle">{t('myAccount.setupProgress', { done, total: STEPS.length })}</p>
        </div>
        <div
          className="progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={STEPS.length}
          aria-valuenow={done}
          aria-label={t('myAccount.setupProgress', { done, total: STEPS.length })}
        >
          <span className="progress__fill" style={{ width: `${(done / STEPS.length) * 100}%` }} />
        </div>
      </header>

      <ol className="steps">
        {STEPS.map((step, index) => {
          const status = statusOf(step, state);
          return (
            <li
              key={step}
              className={`step step--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="step__marker" aria-hidden="true">
                {status === 'done' ? <CheckIcon size={16} /> : index + 1}
              </span>
              <div className="step__content">
                <div className="step__heading">
                  <h3 className="step__title">{t(`myAccount.steps.${step}`, { courier })}</h3>
                  {status === 'done' ? (
                    <span className="badge badge--success">{t('myAccount.done')}</span>
                  ) : null}
                  {status === 'current' ? (
                    <span className="badge badge--brand">{t('myAccount.current')}</span>
                  ) : null}
                </div>
                <p className="step__body">{t(`myAccount.steps.${step}Body`, { courier })}</p>
                {status === 'current' ? (
                  <div className="step__current">
                    <p className="step__soon">
                      <span className="badge badge--accent">{t('common.comingSoon')}</span>
                      {t('common.comingSoonNote')}
                    </p>
                    {skip.error ? <Alert tone="error">{describeError(skip.error, language)}</Alert> : null}
                    <div className="button-row">
                      {step === 'business_info' ? (
                        <ButtonLink to={paths.businessInfo} size="sm" iconEnd={<ArrowRightIcon size={16} />}>
                          {t('myAccount.completeInfo')}
                        </ButtonLink>
                      ) : null}
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={skip.isPending}
                        loadingLabel={t('myAccount.skipping')}
                        onClick={() => skip.mutate(step)}
                      >
                        {t('myAccount.skip')}
                      </Button>
                    </div>
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

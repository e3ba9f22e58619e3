import type { OnboardingState } from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { EntryLink } from '../../components/entry-link';
import {
  ArrowRightIcon,
  CardIcon,
  CheckIcon,
  MapPinIcon,
  PaletteIcon,
  PlusIcon,
} from '../../components/icons';
import { useCourierWord } from '../../lib/courier-word';
import { paths } from '../../lib/paths';
import { STEPS, type Step, statusOf } from './onboarding-steps';
import { useOnboardingRefresh } from './use-onboarding-refresh';

export function OnboardingComplete() {
  const { t } = useTranslation();
  return (
    <section className="card stack--4 onboarding-done">
      <span className="icon-tile tone-success onboarding-done__icon" aria-hidden="true">
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

/** A step the server checks off by itself: say so, with a live dot, so nobody looks for a button. */
function WaitNote({ children }: { children: string }) {
  return (
    <p className="cluster caption">
      <span className="step__wait-dot" aria-hidden="true" />
      {children}
    </p>
  );
}

/** A step done on another page: the link there, and what the checklist waits for meanwhile. */
function StepLink({
  to,
  icon,
  wait,
  children,
}: {
  to: string;
  icon: ReactNode;
  wait: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="button-row">
        <ButtonLink to={to} size="sm" icon={icon}>
          {children}
        </ButtonLink>
      </div>
      <WaitNote>{wait}</WaitNote>
    </>
  );
}

/** The call to action of the current step: the real place where it gets done. */
function CurrentStep({ step }: { step: Step }) {
  const { t } = useTranslation();
  const courier = useCourierWord().singular;
  switch (step) {
    case 'business_info':
      return (
        <div className="button-row">
          <ButtonLink to={paths.businessInfo} size="sm" iconEnd={<ArrowRightIcon size={16} />}>
            {t('myAccount.completeInfo')}
          </ButtonLink>
        </div>
      );
    case 'checkout':
      return (
        <>
          <div className="button-row">
            <ButtonLink to={paths.buySub} size="sm" icon={<CardIcon size={16} />}>
              {t('myAccount.actions.checkout')}
            </ButtonLink>
          </div>
          <p className="caption">{t('myAccount.actions.checkoutNote')}</p>
        </>
      );
    case 'add_delivery_user':
      return (
        <StepLink
          to={paths.team}
          icon={<PlusIcon size={16} />}
          wait={t('myAccount.actions.add_delivery_userWait', { courier })}
        >
          {t('myAccount.actions.add_delivery_user', { courier })}
        </StepLink>
      );
    case 'make_trip':
      return (
        <>
          <p className="step__how">{t('myAccount.actions.make_tripHow', { courier })}</p>
          <div className="button-row">
            {/* The courier app is its own entry (courier.html): a full page in a new tab. */}
            <EntryLink href={paths.courier} size="sm">
              {t('myAccount.actions.make_trip', { courier })}
            </EntryLink>
          </div>
          <p className="step__links">
            <Link to={`${paths.tutorial}#courier-app`} className="text-link">
              {t('myAccount.actions.readGuide', { courier })}
            </Link>
            <Link to={paths.demoSms} className="text-link">
              {t('myAccount.actions.sendSample')}
            </Link>
          </p>
          <WaitNote>{t('myAccount.actions.make_tripWait')}</WaitNote>
        </>
      );
    case 'customize_tracking':
      return (
        <StepLink
          to={paths.designTracking}
          icon={<PaletteIcon size={16} />}
          wait={t('myAccount.actions.customize_trackingWait')}
        >
          {t('myAccount.actions.customize_tracking')}
        </StepLink>
      );
    default:
      return null;
  }
}

/** SPEC §4 "Onboarding": the steps in order, each current one with the place where it gets done. */
export function OnboardingChecklist({ state }: { state: OnboardingState }) {
  const { t } = useTranslation();
  const courier = useCourierWord().singular;
  useOnboardingRefresh(state);
  const done = STEPS.filter((step) => statusOf(step, state) === 'done').length;

  return (
    <section className="card stack--6 onboarding" aria-labelledby="onboarding-title">
      <header className="stack--4">
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
              className={`stack--4 step step--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="step__marker" aria-hidden="true">
                {status === 'done' ? <CheckIcon size={16} /> : index + 1}
              </span>
              <div className="step__content">
                <div className="cluster step__heading">
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
                  <div className="stack--3 step__current">
                    <CurrentStep step={step} />
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

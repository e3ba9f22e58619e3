import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CountryIso,
  SIGNUP_COUNTRIES,
  type Signup,
  type SignupInput,
  SignupSchema,
} from '@rutaviva/domain';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '../../components/alert';
import { describeError, isApiError } from '../../lib/api';
import { startSession, useAuthStatus } from '../../lib/auth';
import { browserCountry } from '../../lib/country';
import { applyServerFieldErrors } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { setLanguage, useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { referralCode } from '../../lib/referral';
import { useSignup } from './api/signup';
import { AuthHeader, AuthLayout } from './auth-layout';
import { AccountStep, BusinessStep } from './signup-steps';

type Step = 'account' | 'business';

const ACCOUNT_FIELDS = [
  'company_name',
  'country_iso',
  'full_name',
  'email',
  'cell_phone',
  'password',
] as const;
const BUSINESS_FIELDS = ['delivery_amount_per_day', 'vehicle_type', 'branch_names'] as const;

/**
 * While the first step is on screen the whole SignupSchema still runs (so the phone is checked
 * against the chosen country), with known-good stand-ins for the fields of the second step.
 */
const BUSINESS_STAND_INS: Pick<SignupInput, (typeof BUSINESS_FIELDS)[number]> = {
  delivery_amount_per_day: 1,
  vehicle_type: 'motorcycle',
  branch_names: ['stand-in'],
};

const fullResolver = zodResolver(SignupSchema);

function defaultCountry(language: string): CountryIso {
  const region = browserCountry();
  const offered = SIGNUP_COUNTRIES.find((country) => country === region);
  return offered ?? (language === 'spanish' ? 'MX' : 'US');
}

/** SPEC §2 "Signup": two steps on one route, then POST /api/signup and on to the onboarding. */
export function SignupPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const authStatus = useAuthStatus();
  const signup = useSignup();
  const [step, setStep] = useState<Step>('account');
  const stepRef = useRef<Step>(step);
  stepRef.current = step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  useDocumentTitle(t('signup.title'));

  const resolver: Resolver<SignupInput, unknown, Signup> = (values, context, options) =>
    fullResolver(
      stepRef.current === 'account' ? { ...values, ...BUSINESS_STAND_INS } : values,
      context,
      options,
    );

  const form = useForm<SignupInput, unknown, Signup>({
    resolver,
    defaultValues: {
      company_name: '',
      country_iso: defaultCountry(language),
      full_name: '',
      email: '',
      cell_phone: '',
      password: '',
      branch_names: [''],
    },
  });
  const { handleSubmit, setError, setFocus, clearErrors } = form;

  // Counts step changes, so focus moves after each one (to the bad field, else the step title).
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves === 0) return;
    if (pendingFocus.current) {
      setFocus(pendingFocus.current as keyof SignupInput);
      pendingFocus.current = null;
    } else {
      headingRef.current?.focus();
    }
    window.scrollTo({ top: 0 });
  }, [moves, setFocus]);

  const goTo = (next: Step) => {
    setMoves((count) => count + 1);
    setStep(next);
  };

  const onValid = async (values: Signup) => {
    if (step === 'account') {
      clearErrors();
      goTo('business');
      return;
    }
    try {
      const session = await signup.mutateAsync({ ...values, language, my_referrer: referralCode() });
      setLanguage(language);
      startSession(session);
      navigate(paths.myAccount, { replace: true });
    } catch (error) {
      if (isApiError(error, 'email_taken')) {
        pendingFocus.current = 'email';
        setError('email', { type: 'server', message: 'email_taken' });
        goTo('account');
        return;
      }
      if (isApiError(error)) {
        const placed = applyServerFieldErrors(error, setError, [...ACCOUNT_FIELDS, ...BUSINESS_FIELDS]);
        const onAccountStep = placed.find((path) =>
          (ACCOUNT_FIELDS as readonly string[]).includes(path.split('.')[0] ?? ''),
        );
        if (onAccountStep) {
          pendingFocus.current = onAccountStep;
          goTo('account');
        }
      }
    }
  };

  if (authStatus === 'logged_in' && !signup.isSuccess) return <Navigate to={paths.myAccount} replace />;

  const stepNumber = step === 'account' ? 1 : 2;
  const hasFieldErrors = isApiError(signup.error) && Object.keys(signup.error.fields).length > 0;
  const requestError =
    signup.error && !isApiError(signup.error, 'email_taken') && !hasFieldErrors
      ? describeError(signup.error, language)
      : null;

  return (
    <AuthLayout wide>
      <div className="auth-card auth-card--boxed">
        <AuthHeader title={t('signup.title')} subtitle={t('signup.subtitle')} />

        <div className="stack--3">
          <div className="stepper__meta">
            <span>{t('signup.stepOf', { current: stepNumber, total: 2 })}</span>
          </div>
          <div className="stepper__bar" aria-hidden="true">
            <span className="stepper__segment stepper__segment--on" />
            <span className={`stepper__segment${step === 'business' ? ' stepper__segment--on' : ''}`} />
          </div>
          <ol className="stepper__labels">
            <li aria-current={step === 'account' ? 'step' : undefined}>1. {t('signup.stepAccount')}</li>
            <li aria-current={step === 'business' ? 'step' : undefined}>2. {t('signup.stepBusiness')}</li>
          </ol>
        </div>

        <form className="form" noValidate onSubmit={handleSubmit(onValid)}>
          <h2 className="step-title" ref={headingRef} tabIndex={-1}>
            {step === 'account' ? t('signup.stepAccount') : t('signup.stepBusiness')}
          </h2>
          {requestError ? <Alert tone="error">{requestError}</Alert> : null}
          {hasFieldErrors && step === 'business' ? <Alert tone="error">{t('signup.fixErrors')}</Alert> : null}

          {step === 'account' ? (
            <AccountStep form={form} />
          ) : (
            <BusinessStep form={form} submitting={signup.isPending} onBack={() => goTo('account')} />
          )}
        </form>

        <p className="auth-footer">
          {t('signup.haveAccount')} <Link to={paths.login()}>{t('signup.login')}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}

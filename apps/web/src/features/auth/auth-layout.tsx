import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CheckIcon } from '../../components/icons';
import { describeError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import './auth.css';
import { DottedRoute, RouteStart } from '../../components/route-art';

function BrandPanel() {
  const { t } = useTranslation();
  return (
    <aside className="auth-brand" aria-hidden="true">
      <div className="stack--4">
        <p className="auth-brand__title">{t('auth.brandTitle')}</p>
        <p className="auth-brand__body">{t('auth.brandBody')}</p>
        <ul className="auth-brand__points">
          {(['brandPoint1', 'brandPoint2', 'brandPoint3'] as const).map((key) => (
            <li key={key}>
              <span className="auth-brand__check">
                <CheckIcon size={14} />
              </span>
              {t(`auth.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="auth-brand__card">
        <svg viewBox="0 0 320 150" className="auth-brand__map" aria-hidden="true">
          <rect width="320" height="150" rx="14" fill="#0d6a62" />
          <path d="M0 40h320M0 105h320M70 0v150M190 0v150M260 0v150" stroke="#138073" strokeWidth="10" />
          <DottedRoute
            d="M40 120 C 90 120, 80 60, 140 62 S 220 100, 280 34"
            color="#ff9a6b"
            width={4}
            dash="2 9"
          />
          <RouteStart x={40} y={120} r={8} color="#fff" inner={3.5} innerColor="#0b5c55" />
          <circle cx="168" cy="72" r="13" fill="#ff7a45" opacity="0.25">
            <animate attributeName="r" values="10;18;10" dur="2.4s" repeatCount="indefinite" />
          </circle>
          <circle cx="168" cy="72" r="8" fill="#ff7a45" stroke="#fff" strokeWidth="3" />
          <path d="M280 16c-7 0-12 5.4-12 12 0 9 12 20 12 20s12-11 12-20c0-6.6-5-12-12-12z" fill="#fff" />
          <circle cx="280" cy="28" r="4.5" fill="#0b5c55" />
        </svg>
        <div className="auth-brand__eta">
          <span className="auth-brand__dot" />
          <span>{t('landing.hero.mapStatus')}</span>
          <strong>{t('landing.hero.mapEta')}</strong>
        </div>
      </div>
    </aside>
  );
}

/** Sign-up, log-in and password screens: the form card, with the brand panel beside it on desktop. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth">
      <div className={`auth__main${wide ? ' auth__main--wide' : ''}`}>{children}</div>
      <BrandPanel />
    </div>
  );
}

export function AuthHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="stack--2">
      <h1 className="auth-header__title">{title}</h1>
      {subtitle ? <p className="auth-header__subtitle">{subtitle}</p> : null}
    </header>
  );
}

/**
 * A boxed card with one form, its words under `texts` (`title`, `subtitle` with `values`,
 * `submit`, `submitting`): why the last try failed (`error`, null when the fields say it
 * themselves), the fields, the submit button, and what follows the form.
 */
export function AuthForm({
  texts,
  values,
  error,
  onSubmit,
  pending,
  children,
  footer,
}: {
  texts: 'login' | 'recovery' | 'reset';
  values?: { email: string };
  error: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="auth-card auth-card--boxed">
      <AuthHeader title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`, values)} />
      <form className="form" noValidate onSubmit={onSubmit}>
        {error ? <Alert tone="error">{describeError(error, language)}</Alert> : null}
        {children}
        <Button type="submit" size="lg" block loading={pending} loadingLabel={t(`${texts}.submitting`)}>
          {t(`${texts}.submit`)}
        </Button>
      </form>
      {footer}
    </div>
  );
}

/** A boxed card that tells where an auth flow stands (link sent, password changed…), with what comes next. */
export function AuthState({
  icon,
  error = false,
  role,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  error?: boolean;
  role?: 'alert' | 'status';
  title: ReactNode;
  body: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="auth-card auth-card--boxed">
      <div className="stack--4 auth-state" role={role}>
        <span className={`state-card__art${error ? ' state-card__art--error' : ''} auth-state__icon`}>
          {icon}
        </span>
        <h1 className="auth-header__title">{title}</h1>
        <p className="auth-state__body">{body}</p>
      </div>
      {children}
    </div>
  );
}

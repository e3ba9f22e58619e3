import { zodResolver } from '@hookform/resolvers/zod';
import { type Login, LoginSchema } from '@rutaviva/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmailField, PasswordField } from '../../components/field';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { describeError } from '../../lib/api';
import { useFieldBinding } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { registerMessages, setLanguage, useLanguage } from '../../lib/i18n';
import { salesEn } from '../../lib/i18n/sales.en';
import { salesEs } from '../../lib/i18n/sales.es';
import { paths, safeNextPath } from '../../lib/paths';
import { startSalespersonSession, useSalespersonToken } from '../../lib/salesperson-session';
import { useSalespersonLogin } from './api/salesperson-login';
import { AuthHeader, AuthLayout } from './auth-layout';

registerMessages('sales', salesEn, salesEs);

/**
 * Issue 13: the salesperson's own sign-in. Their token is kept apart from an admin's, and a
 * successful sign-in goes to `next` (the salesperson page they were opening), else /panel.
 */
export function SalespersonLoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next')) ?? paths.panel;
  const token = useSalespersonToken();
  const login = useSalespersonLogin();
  useDocumentTitle(t('sales.login.title'));

  const form = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const field = useFieldBinding(form);

  const onValid = async (values: Login) => {
    try {
      startSalespersonSession(await login.mutateAsync(values), setLanguage);
      navigate(next, { replace: true });
    } catch {
      // login.error is shown above the fields.
    }
  };

  if (token && !login.isSuccess) return <Navigate to={next} replace />;

  return (
    <>
      <header className="top-bar">
        <div className="top-bar__inner">
          <Link to={paths.home} className="top-bar__brand">
            <Logo size={30} />
          </Link>
          <div className="top-bar__end">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <AuthLayout>
        <div className="auth-card auth-card--boxed">
          <AuthHeader title={t('sales.login.title')} subtitle={t('sales.login.subtitle')} />
          <form className="form" noValidate onSubmit={form.handleSubmit(onValid)}>
            {login.error ? <Alert tone="error">{describeError(login.error, language)}</Alert> : null}
            <EmailField label={t('sales.login.email')} autoComplete="username" {...field('email')} />
            <PasswordField
              label={t('sales.login.password')}
              autoComplete="current-password"
              {...field('password')}
            />
            <Button
              type="submit"
              size="lg"
              block
              loading={login.isPending}
              loadingLabel={t('sales.login.submitting')}
            >
              {t('sales.login.submit')}
            </Button>
          </form>
          <p className="auth-footer">
            <Link to={paths.login()}>{t('sales.login.businessLogin')}</Link>
          </p>
        </div>
      </AuthLayout>
    </>
  );
}

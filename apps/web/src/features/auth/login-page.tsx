import { zodResolver } from '@hookform/resolvers/zod';
import { type Login, LoginSchema } from '@rutaviva/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PasswordField, TextField } from '../../components/field';
import { describeError } from '../../lib/api';
import { startSession, useAuthStatus } from '../../lib/auth';
import { useFieldErrorText } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { DEFAULT_AFTER_LOGIN, paths, safeNextPath } from '../../lib/paths';
import { useLogin } from './api/login';
import { AuthHeader, AuthLayout } from './auth-layout';

/** SPEC §4: login success stores the session and goes to `next`, else /my_account. */
export function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next')) ?? DEFAULT_AFTER_LOGIN;
  const authStatus = useAuthStatus();
  const login = useLogin();
  const errorText = useFieldErrorText();
  useDocumentTitle(t('login.title'));

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Login>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const onValid = async (values: Login) => {
    try {
      startSession(await login.mutateAsync(values));
      navigate(next, { replace: true });
    } catch {
      // The error is shown from login.error below.
    }
  };

  if (authStatus === 'logged_in' && !login.isSuccess) return <Navigate to={next} replace />;

  return (
    <AuthLayout>
      <div className="auth-card auth-card--boxed">
        <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
        <form className="form" noValidate onSubmit={handleSubmit(onValid)}>
          {login.error ? <Alert tone="error">{describeError(login.error, language)}</Alert> : null}
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errorText(errors.email)}
            {...register('email')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            error={errorText(errors.password)}
            {...register('password')}
          />
          <div className="auth-row">
            <Link to={paths.passwordRecovery} className="text-link">
              {t('login.forgot')}
            </Link>
          </div>
          <Button
            type="submit"
            size="lg"
            block
            loading={login.isPending}
            loadingLabel={t('login.submitting')}
          >
            {t('login.submit')}
          </Button>
        </form>
        <p className="auth-footer">
          {t('login.noAccount')} <Link to={paths.signup}>{t('login.signup')}</Link>
        </p>
      </div>
    </AuthLayout>
  );
}

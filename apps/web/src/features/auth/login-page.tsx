import { zodResolver } from '@hookform/resolvers/zod';
import { type Login, LoginSchema } from '@rutaviva/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { EmailField, PasswordField } from '../../components/field';
import { startSession, useAuthStatus } from '../../lib/auth';
import { useFieldBinding } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { DEFAULT_AFTER_LOGIN, paths, safeNextPath } from '../../lib/paths';
import { useLogin } from './api/login';
import { AuthForm, AuthLayout } from './auth-layout';

/** SPEC §4: login success stores the session and goes to `next`, else /my_account. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next')) ?? DEFAULT_AFTER_LOGIN;
  const authStatus = useAuthStatus();
  const login = useLogin();
  useDocumentTitle(t('login.title'));

  const form = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit } = form;
  const field = useFieldBinding(form);

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
      <AuthForm
        texts="login"
        error={login.error}
        onSubmit={handleSubmit(onValid)}
        pending={login.isPending}
        footer={
          <p className="auth-footer">
            {t('login.noAccount')} <Link to={paths.signup}>{t('login.signup')}</Link>
          </p>
        }
      >
        <EmailField label={t('login.email')} autoComplete="username" {...field('email')} />
        <PasswordField label={t('login.password')} autoComplete="current-password" {...field('password')} />
        <div className="auth-row">
          <Link to={paths.passwordRecovery} className="text-link">
            {t('login.forgot')}
          </Link>
        </div>
      </AuthForm>
    </AuthLayout>
  );
}

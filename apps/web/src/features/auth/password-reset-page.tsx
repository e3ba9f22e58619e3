import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, NewPasswordSchema } from '@rutaviva/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { PasswordField } from '../../components/field';
import { AlertIcon, CheckIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';
import { describeError, isApiError } from '../../lib/api';
import { applyServerFieldErrors, useFieldBinding } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useResetLink, useResetPassword } from './api/password-reset';
import { AuthForm, AuthLayout, AuthState } from './auth-layout';

interface NewPasswordForm {
  password: string;
  password_repeat: string;
}

function InvalidLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AuthState
      icon={<AlertIcon size={26} />}
      error
      role="alert"
      title={t('reset.invalidTitle')}
      body={errorMessage('reset_link_invalid', language)}
    >
      <ButtonLink to={paths.passwordRecovery} size="lg" block>
        {t('reset.requestNew')}
      </ButtonLink>
    </AuthState>
  );
}

function Done() {
  const { t } = useTranslation();
  return (
    <AuthState
      icon={<CheckIcon size={26} />}
      role="status"
      title={t('reset.doneTitle')}
      body={t('reset.doneBody')}
    >
      <ButtonLink to={paths.login()} size="lg" block>
        {t('reset.login')}
      </ButtonLink>
    </AuthState>
  );
}

/** /password_reset/:user_id/:jwt_token: check the link, then choose a new password. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user_id: userId = '', jwt_token: jwtToken = '' } = useParams();
  const link = useResetLink(userId, jwtToken);
  const reset = useResetPassword();
  useDocumentTitle(t('reset.title'));

  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', password_repeat: '' },
  });
  const { handleSubmit, setError } = form;
  const field = useFieldBinding(form);

  const onValid = async (values: NewPasswordForm) => {
    try {
      await reset.mutateAsync({ user_id: userId, jwt_token: jwtToken, ...values });
    } catch (error) {
      if (isApiError(error)) applyServerFieldErrors(error, setError, ['password', 'password_repeat']);
    }
  };

  const linkInvalid =
    (link.error && isApiError(link.error) && link.error.status === 400) ||
    isApiError(reset.error, 'reset_link_invalid');

  let content: ReactNode;
  if (link.isPending) content = <PageSpinner />;
  else if (linkInvalid) content = <InvalidLink />;
  else if (link.error) {
    content = (
      <div className="auth-card auth-card--boxed">
        <Alert tone="error">{describeError(link.error, language)}</Alert>
        <Button variant="secondary" onClick={() => void link.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  } else if (reset.isSuccess) content = <Done />;
  else {
    const fieldErrors = isApiError(reset.error) && Object.keys(reset.error.fields).length > 0;
    content = (
      <AuthForm
        texts="reset"
        values={{ email: link.data.email }}
        error={fieldErrors ? null : reset.error}
        onSubmit={handleSubmit(onValid)}
        pending={reset.isPending}
      >
        <input type="email" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
        <PasswordField
          label={t('reset.password')}
          autoComplete="new-password"
          hint={t('reset.passwordHint')}
          {...field('password')}
        />
        <PasswordField
          label={t('reset.passwordRepeat')}
          autoComplete="new-password"
          {...field('password_repeat')}
        />
      </AuthForm>
    );
  }

  return <AuthLayout>{content}</AuthLayout>;
}

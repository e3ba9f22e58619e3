import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordRecoverySchema } from '@rutaviva/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { TextField } from '../../components/field';
import { ArrowLeftIcon, InboxIcon } from '../../components/icons';
import { describeError } from '../../lib/api';
import { useFieldErrorText } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useStoredValue } from '../../lib/storage';
import { usePasswordRecovery } from './api/password-recovery';
import { AuthHeader, AuthLayout } from './auth-layout';

interface RecoveryForm {
  email: string;
}

/** Always the same confirmation, so the screen never tells whether an account exists. */
export function PasswordRecoveryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useFieldErrorText();
  const recovery = usePasswordRecovery();
  const storedEmail = useStoredValue('email');
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t('recovery.title'));

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryForm>({
    resolver: zodResolver(PasswordRecoverySchema),
    defaultValues: { email: storedEmail ?? '' },
  });

  const onValid = async (values: RecoveryForm) => {
    try {
      await recovery.mutateAsync(values);
      setSentTo(values.email);
    } catch {
      // Shown from recovery.error below.
    }
  };

  if (sentTo) {
    return (
      <AuthLayout>
        <div className="auth-card auth-card--boxed">
          <div className="stack--4 auth-state" role="status">
            <span className="state-card__art auth-state__icon">
              <InboxIcon size={26} />
            </span>
            <h1 className="auth-header__title">{t('recovery.sentTitle')}</h1>
            <p className="auth-state__body">{t('recovery.sentBody', { email: sentTo })}</p>
          </div>
          <div className="form-actions">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => {
                recovery.reset();
                setSentTo(null);
              }}
            >
              {t('recovery.sendAgain')}
            </Button>
            <ButtonLink to={paths.login()} size="lg">
              {t('recovery.backToLogin')}
            </ButtonLink>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <div className="auth-card auth-card--boxed">
        <AuthHeader title={t('recovery.title')} subtitle={t('recovery.subtitle')} />
        <form className="form" noValidate onSubmit={handleSubmit(onValid)}>
          {recovery.error ? <Alert tone="error">{describeError(recovery.error, language)}</Alert> : null}
          <TextField
            label={t('recovery.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errorText(errors.email)}
            {...register('email')}
          />
          <Button
            type="submit"
            size="lg"
            block
            loading={recovery.isPending}
            loadingLabel={t('recovery.submitting')}
          >
            {t('recovery.submit')}
          </Button>
        </form>
        <p className="auth-footer">
          <Link to={paths.login()} className="text-link">
            <ArrowLeftIcon size={14} style={{ display: 'inline', verticalAlign: '-2px', marginRight: 6 }} />
            {t('recovery.backToLogin')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordRecoverySchema } from '@rutaviva/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { EmailField } from '../../components/field';
import { ArrowLeftIcon, InboxIcon } from '../../components/icons';
import { useFieldBinding } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { useStoredValue } from '../../lib/storage';
import { usePasswordRecovery } from './api/password-recovery';
import { AuthForm, AuthLayout, AuthState } from './auth-layout';

interface RecoveryForm {
  email: string;
}

/** Always the same confirmation, so the screen never tells whether an account exists. */
export function PasswordRecoveryPage() {
  const { t } = useTranslation();
  const recovery = usePasswordRecovery();
  const storedEmail = useStoredValue('email');
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t('recovery.title'));

  const form = useForm<RecoveryForm>({
    resolver: zodResolver(PasswordRecoverySchema),
    defaultValues: { email: storedEmail ?? '' },
  });
  const { handleSubmit } = form;
  const field = useFieldBinding(form);

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
        <AuthState
          icon={<InboxIcon size={26} />}
          role="status"
          title={t('recovery.sentTitle')}
          body={t('recovery.sentBody', { email: sentTo })}
        >
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
        </AuthState>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <AuthForm
        texts="recovery"
        error={recovery.error}
        onSubmit={handleSubmit(onValid)}
        pending={recovery.isPending}
        footer={
          <p className="auth-footer">
            <Link to={paths.login()} className="text-link">
              <ArrowLeftIcon size={14} style={{ display: 'inline', verticalAlign: '-2px', marginRight: 6 }} />
              {t('recovery.backToLogin')}
            </Link>
          </p>
        }
      >
        <EmailField label={t('recovery.email')} autoComplete="email" {...field('email')} />
      </AuthForm>
    </AuthLayout>
  );
}

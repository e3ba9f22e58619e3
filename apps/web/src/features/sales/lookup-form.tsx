import type { PrepaidAccount } from '@rutaviva/domain';
import { fieldMessage } from '@rutaviva/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmailField, PasswordField } from '../../components/field';
import { describeError, isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useLookupPrepaid } from './api/lookup-prepaid';

export interface FoundBusiness {
  account: PrepaidAccount;
  email: string;
  /** Kept in memory for the write that follows, which asks for it again; never stored. */
  password: string;
}

/**
 * Step 1 of both prepaid pages: the business by its admin's email and the salesperson's own
 * password, as GET /api/prepaid_subscriptions takes them.
 */
export function LookupForm({
  initialEmail,
  onFound,
}: {
  initialEmail: string;
  onFound: (found: FoundBusiness) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lookup = useLookupPrepaid();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const gaps = { email: email.trim() === '', password: password === '' };
    setMissing(gaps);
    if (gaps.email || gaps.password) return;
    lookup.mutateAsync({ email: email.trim(), salesperson_password: password }).then(
      (account) => onFound({ account, email: email.trim(), password }),
      () => {
        // lookup.error is shown in the form.
      },
    );
  };

  const error = lookup.error;
  const passwordError = isApiError(error) ? error.fields.salesperson_password?.code : undefined;
  const emailError = isApiError(error) ? error.fields.email?.code : undefined;
  const formError =
    error && !passwordError && !emailError
      ? isApiError(error, 'not_found')
        ? t('sales.prepaid.notFound')
        : describeError(error, language)
      : null;

  return (
    <form className="card stack--4" noValidate onSubmit={onSubmit} aria-labelledby="lookup-title">
      <h2 id="lookup-title" className="card__title">
        {t('sales.prepaid.stepFind')}
      </h2>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <EmailField
        label={t('sales.prepaid.email')}
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={
          missing.email
            ? fieldMessage('required', language)
            : emailError
              ? fieldMessage(emailError, language)
              : undefined
        }
      />
      <PasswordField
        label={t('sales.prepaid.password')}
        hint={t('sales.prepaid.passwordHint')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={
          missing.password
            ? fieldMessage('required', language)
            : passwordError
              ? fieldMessage(passwordError, language)
              : undefined
        }
      />
      <Button type="submit" block loading={lookup.isPending} loadingLabel={t('sales.prepaid.finding')}>
        {t('sales.prepaid.find')}
      </Button>
    </form>
  );
}

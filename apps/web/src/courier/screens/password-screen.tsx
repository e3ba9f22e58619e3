import { PASSWORD_MIN_LENGTH } from '@rutaviva/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/field';
import { ArrowLeftIcon } from '../../components/icons';
import { Notice } from '../components/notice';
import { type MessageKey, useI18n } from '../i18n';
import { ApiError, courierApi } from '../lib/api';
import { type CourierSession, saveSession } from '../lib/session';

type Field = 'current_password' | 'password' | 'password_repeat';
type Errors = Partial<Record<Field, MessageKey>>;

/** The rules of SPEC §5 (8 characters, no spaces), checked here before the server does. */
function check(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!values.current_password) errors.current_password = 'password.required';
  if (!values.password) errors.password = 'password.required';
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'password.tooShort';
  else if (/\s/.test(values.password)) errors.password = 'password.spaces';
  else if (values.password === values.current_password) errors.password = 'password.unchanged';
  if (!values.password_repeat) errors.password_repeat = 'password.required';
  else if (values.password && values.password_repeat !== values.password)
    errors.password_repeat = 'password.mismatch';
  return errors;
}

const SERVER_CODES: Record<string, MessageKey> = {
  current_password_wrong: 'password.wrongCurrent',
  password_too_short: 'password.tooShort',
  password_has_spaces: 'password.spaces',
  password_unchanged: 'password.unchanged',
  passwords_do_not_match: 'password.mismatch',
  required: 'password.required',
};

function failureKey(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'password.failed';
  if (error.isNetwork) return 'password.offline';
  if (error.status === 429) return 'password.rateLimited';
  return 'password.failed';
}

/** Issue 10: the courier changes their own password; every other phone of theirs is signed out. */
export function PasswordScreen({ session, onBack }: { session: CourierSession; onBack: () => void }) {
  const { t } = useI18n();
  const [values, setValues] = useState<Record<Field, string>>({
    current_password: '',
    password: '',
    password_repeat: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setDone(false);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { jwt_token } = await courierApi.changePassword(values);
      saveSession({ ...session, jwt_token });
      setValues({ current_password: '', password: '', password_repeat: '' });
      setDone(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const fromServer: Errors = {};
      for (const name of ['current_password', 'password', 'password_repeat'] as const) {
        const code = fields[name]?.code;
        if (code) fromServer[name] = SERVER_CODES[code] ?? 'password.failed';
      }
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="c-card c-password" onSubmit={submit} noValidate>
      <div className="c-card__intro">
        <h1 className="c-title">{t('password.title')}</h1>
        <p className="c-muted">{t('password.subtitle')}</p>
      </div>
      {done ? <Notice tone="success" title={t('password.done')} /> : null}
      {failure ? <Notice tone="error" title={t(failure)} /> : null}
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        {...field('current_password')}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        hint={t('password.rules')}
        {...field('password')}
      />
      <PasswordField label={t('password.repeat')} autoComplete="new-password" {...field('password_repeat')} />
      <Button type="submit" loading={busy} loadingLabel={t('password.submitting')}>
        {t('password.submit')}
      </Button>
      <Button variant="ghost" icon={<ArrowLeftIcon size={20} />} onClick={onBack}>
        {t('password.back')}
      </Button>
    </form>
  );
}

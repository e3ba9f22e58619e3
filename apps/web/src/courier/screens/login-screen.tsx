import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { PasswordField, TextField } from '../../components/field';
import { Header } from '../components/header';
import { Notice } from '../components/notice';
import { type MessageKey, useI18n } from '../i18n';
import { ApiError, courierApi } from '../lib/api';
import { saveSession, takeSessionEnded } from '../lib/session';

function failureKey(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'login.failed';
  if (error.isNetwork) return 'login.offline';
  if (error.code === 'invalid_credentials' || error.status === 401) return 'login.invalidCredentials';
  if (error.code === 'courier_inactive') return 'login.inactive';
  if (error.status === 400) return 'login.required';
  return 'login.failed';
}

/** The username an invitation link carries (/courier?username=…), or '' when opened plainly. */
function invitedUsername(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('username')?.trim().toLowerCase() ?? '';
}

export function LoginScreen() {
  const { t } = useI18n();
  const [invited] = useState(invitedUsername);
  const [username, setUsername] = useState(invited);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const [sessionEnded] = useState(takeSessionEnded);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('login.required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      saveSession(await courierApi.login(username.trim().toLowerCase(), password));
      // The invitation's username has done its job; a reload or a shared screenshot should not show it.
      if (invited) window.history.replaceState(null, '', window.location.pathname);
    } catch (failure) {
      setError(failureKey(failure));
      setBusy(false);
    }
  }

  return (
    <div className="c-shell">
      <Header />
      <main className="c-main">
        <form className="c-card c-login" onSubmit={submit} noValidate>
          <div className="c-card__intro">
            <h1 className="c-title">{t('login.title')}</h1>
            <p className="c-muted">{t('login.subtitle')}</p>
          </div>
          {sessionEnded && !error ? <Notice tone="info" title={t('login.sessionEnded')} /> : null}
          {invited && !sessionEnded && !error ? <Notice tone="info" title={t('login.invited')} /> : null}
          {error ? <Notice tone="error" title={t(error)} /> : null}
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            // Opened from an invitation: the username is there, the password is what is left.
            autoFocus={Boolean(invited)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" loading={busy} loadingLabel={t('login.submitting')}>
            {t('login.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { LogoutIcon } from '../../components/icons';
import { endSession, useAuthStatus } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';

/** SPEC §2: a confirmation screen; logging out clears the session keys and goes to /login. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAuthStatus() === 'logged_in';
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(t('logout.title'));

  const logout = () => {
    setLeaving(true);
    endSession();
    navigate(paths.login(), { replace: true });
  };

  const cancel = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(loggedIn ? paths.myAccount : paths.home);
  };

  return (
    <AuthLayout>
      <div className="auth-card auth-card--boxed">
        <div className="stack--4 auth-state">
          <span className="state-card__art auth-state__icon">
            <LogoutIcon size={26} />
          </span>
          <h1 className="auth-header__title">{t('logout.title')}</h1>
          <p className="auth-state__body">{t('logout.body')}</p>
        </div>
        <div className="form-actions">
          <Button variant="secondary" size="lg" onClick={cancel}>
            {t('logout.cancel')}
          </Button>
          <Button
            variant="danger"
            size="lg"
            onClick={logout}
            loading={leaving}
            loadingLabel={t('logout.confirming')}
          >
            {t('logout.confirm')}
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { LogoutIcon } from '../../components/icons';
import { endSession, useAuthStatus } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { AuthLayout, AuthState } from './auth-layout';

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
      <AuthState icon={<LogoutIcon size={26} />} title={t('logout.title')} body={t('logout.body')}>
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
      </AuthState>
    </AuthLayout>
  );
}

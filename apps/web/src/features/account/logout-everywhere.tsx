import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { LogoutIcon } from '../../components/icons';
import { describeError } from '../../lib/api';
import { endSession } from '../../lib/auth';
import { useCourierWord } from '../../lib/courier-word';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useLogoutEverywhere } from './api/logout-everywhere';

/** My account → Security: ends every session of the account, for a lost phone or a shared computer. */
export function LogoutEverywhere() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const logout = useLogoutEverywhere();
  const couriers = useCourierWord().plural;

  const confirm = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        endSession();
        navigate(paths.login(), { replace: true });
      },
    });

  return (
    <section aria-labelledby="security-title" className="account-section">
      <h2 id="security-title" className="account-section__title">
        {t('myAccount.security.title')}
      </h2>
      <div className="card account-security">
        <p className="account-security__body">{t('myAccount.security.body')}</p>
        <Button variant="secondary" icon={<LogoutIcon size={18} />} onClick={() => setAsking(true)}>
          {t('myAccount.security.logoutAll')}
        </Button>
      </div>
      {asking ? (
        <Dialog
          variant="alert"
          title={t('myAccount.security.dialogTitle')}
          description={t('myAccount.security.dialogBody', { couriers })}
          onClose={() => setAsking(false)}
          busy={logout.isPending}
        >
          {logout.error ? (
            <div className="dialog__body">
              <Alert tone="error">{describeError(logout.error, language)}</Alert>
            </div>
          ) : null}
          <footer className="dialog__footer">
            <Button
              variant="secondary"
              onClick={() => setAsking(false)}
              disabled={logout.isPending}
              data-autofocus
            >
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={confirm}
              loading={logout.isPending}
              loadingLabel={t('myAccount.security.confirming')}
            >
              {t('myAccount.security.confirm')}
            </Button>
          </footer>
        </Dialog>
      ) : null}
    </section>
  );
}

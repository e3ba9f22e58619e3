import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LogoutIcon } from '../../components/icons';
import { endSession } from '../../lib/auth';
import { useCourierWord } from '../../lib/courier-word';
import { paths } from '../../lib/paths';
import { AccountSection } from './account-section';
import { useLogoutEverywhere } from './api/logout-everywhere';

/** My account → Security: ends every session of the account, for a lost phone or a shared computer. */
export function LogoutEverywhere() {
  const { t } = useTranslation();
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
    <AccountSection title={t('myAccount.security.title')}>
      <div className="card spread account-security">
        <p className="account-security__body">{t('myAccount.security.body')}</p>
        <Button variant="secondary" icon={<LogoutIcon size={18} />} onClick={() => setAsking(true)}>
          {t('myAccount.security.logoutAll')}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('myAccount.security.dialogTitle')}
          description={t('myAccount.security.dialogBody', { couriers })}
          confirmLabel={t('myAccount.security.confirm')}
          confirmingLabel={t('myAccount.security.confirming')}
          busy={logout.isPending}
          error={logout.error}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </AccountSection>
  );
}

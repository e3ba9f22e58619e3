import type { Courier } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { describeError } from '../../lib/api';
import { useCourierWord } from '../../lib/courier-word';
import { useLanguage } from '../../lib/i18n';
import { useUpdateCourier } from './api/update-courier';
import { fullName } from './courier-list';

/** SPEC §4 "Courier accounts": deactivating asks first, and says what it does to the courier. */
export function DeactivateDialog({
  courier,
  onClose,
  onDone,
}: {
  courier: Courier;
  onClose: () => void;
  onDone: (courier: Courier) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const word = useCourierWord().singular;
  const update = useUpdateCourier();
  const name = fullName(courier);

  const confirm = () =>
    update.mutate({ id: courier.id, active: false }, { onSuccess: (saved) => onDone(saved) });

  return (
    <Dialog
      variant="alert"
      title={t('team.deactivateDialog.title', { name })}
      description={t('team.deactivateDialog.body', { name, courier: word })}
      onClose={onClose}
      busy={update.isPending}
    >
      <div className="dialog__body">
        <p className="dialog__note">{t('team.deactivateDialog.note')}</p>
        {update.error ? <Alert tone="error">{describeError(update.error, language)}</Alert> : null}
      </div>
      <footer className="dialog__footer">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button
          variant="danger"
          onClick={confirm}
          loading={update.isPending}
          loadingLabel={t('team.deactivateDialog.confirming')}
        >
          {t('team.deactivateDialog.confirm')}
        </Button>
      </footer>
    </Dialog>
  );
}

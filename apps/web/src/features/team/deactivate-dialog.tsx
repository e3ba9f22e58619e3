import type { Courier } from '@rutaviva/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useCourierWord } from '../../lib/courier-word';
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
  const word = useCourierWord().singular;
  const update = useUpdateCourier();
  const name = fullName(courier);

  const confirm = () =>
    update.mutate({ id: courier.id, active: false }, { onSuccess: (saved) => onDone(saved) });

  return (
    <ConfirmDialog
      title={t('team.deactivateDialog.title', { name })}
      description={t('team.deactivateDialog.body', { name, courier: word })}
      note={t('team.deactivateDialog.note')}
      confirmLabel={t('team.deactivateDialog.confirm')}
      confirmingLabel={t('team.deactivateDialog.confirming')}
      busy={update.isPending}
      error={update.error}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/api';
import { useLanguage } from '../lib/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Asks before one action that cannot be undone from here: Cancel has the focus, the action is
 * red, and a failed request shows its error in the dialog, which stays open while it runs.
 */
export function ConfirmDialog({
  title,
  description,
  note,
  confirmLabel,
  confirmingLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  note?: ReactNode;
  confirmLabel: string;
  confirmingLabel: string;
  /** What Cancel says when "Cancel" would be ambiguous (cancelling a subscription). */
  cancelLabel?: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dialog variant="alert" title={title} description={description} onClose={onClose} busy={busy}>
      {note || error ? (
        <div className="dialog__body">
          {note ? <p className="dialog__note">{note}</p> : null}
          {error ? <Alert tone="error">{describeError(error, language)}</Alert> : null}
        </div>
      ) : null}
      <footer className="dialog__footer">
        <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy} loadingLabel={confirmingLabel}>
          {confirmLabel}
        </Button>
      </footer>
    </Dialog>
  );
}

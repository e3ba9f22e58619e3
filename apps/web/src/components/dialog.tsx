import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Closing by Escape, the close button or Cancel; ignored while `busy`. */
  onClose: () => void;
  /** A request is running: the dialog stays open until it settles. */
  busy?: boolean;
  /** `sheet` holds a form (full screen on phones); `alert` asks to confirm one action (no close button: Cancel is it). */
  variant?: 'sheet' | 'alert';
  /** `wide` for content that needs room, such as a map. */
  size?: 'default' | 'wide';
  /** A click outside the panel closes it (views, not forms, whose input it would lose). */
  dismissOnBackdrop?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and closes on
 * Escape. Mount it to open it; unmounting closes it and gives focus back to where it was.
 * The element marked `data-autofocus` gets the focus first.
 */
export function Dialog({
  title,
  description,
  onClose,
  busy = false,
  variant = 'sheet',
  size = 'default',
  dismissOnBackdrop = false,
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Escape: the parent decides, so the dialog's state and React's never disagree.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!busy) onClose();
  };

  // The backdrop is the <dialog> itself, outside its panel.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (dismissOnBackdrop && !busy && event.target === event.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it too (onCancel)
    <dialog
      ref={ref}
      className={['dialog', `dialog--${variant}`, size === 'wide' ? 'dialog--wide' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      role={variant === 'alert' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <div className="dialog__heading">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="dialog__description">
                {description}
              </p>
            ) : null}
          </div>
          {variant === 'sheet' ? (
            <button
              type="button"
              className="dialog__close"
              onClick={onClose}
              disabled={busy}
              aria-label={t('common.close')}
            >
              <CloseIcon size={20} />
            </button>
          ) : null}
        </header>
        {children}
      </div>
    </dialog>
  );
}

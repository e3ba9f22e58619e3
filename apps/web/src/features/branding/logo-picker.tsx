import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../components/button';
import { FieldNote } from '../../components/field';
import { TrashIcon } from '../../components/icons';
import { LOGO_TYPES } from './branding-schema';

/** The current or chosen logo, with replace, remove and undo. */
export function LogoPicker({
  shownUrl,
  isNew,
  removed,
  error,
  onPick,
  onRemove,
  onUndoRemove,
  hasSavedLogo,
}: {
  shownUrl: string | null;
  isNew: boolean;
  removed: boolean;
  error?: string;
  onPick: (file: File) => void;
  onRemove: () => void;
  onUndoRemove: () => void;
  hasSavedLogo: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onPick(file);
    event.target.value = '';
  };
  let caption: string;
  if (removed) caption = t('branding.logoRemoved');
  else if (!shownUrl) caption = t('branding.logoNone');
  else caption = isNew ? t('branding.logoNew') : t('branding.logoCurrent');

  return (
    <div className={`stack--4${error ? ' field--invalid' : ''}`}>
      <div className="brand-logo__box">
        <div className="brand-logo__art">
          {shownUrl && !removed ? (
            <img src={shownUrl} alt={caption} data-testid="logo-current" />
          ) : (
            <span className="brand-logo__empty" aria-hidden="true">
              Logo
            </span>
          )}
        </div>
        <p className="brand-logo__caption">{caption}</p>
      </div>
      <div className="brand-logo__actions">
        {/* The file input itself takes the focus and the keys; its <label> is what shows, as a button. */}
        <input
          id={id}
          type="file"
          className="visually-hidden brand-logo__input"
          accept={LOGO_TYPES.join(',')}
          aria-describedby={`${id}-note`}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
          data-testid="logo-input"
        />
        <label htmlFor={id} className={buttonClasses({ variant: 'secondary' }, 'brand-logo__pick')}>
          <span>{shownUrl && !removed ? t('branding.replaceLogo') : t('branding.chooseLogo')}</span>
        </label>
        {removed ? (
          <Button variant="ghost" onClick={onUndoRemove}>
            {t('branding.undoRemove')}
          </Button>
        ) : shownUrl && (isNew || hasSavedLogo) ? (
          <Button
            variant="ghost"
            className="brand-logo__remove"
            icon={<TrashIcon size={16} />}
            onClick={onRemove}
          >
            {t('branding.removeLogo')}
          </Button>
        ) : null}
      </div>
      <FieldNote id={id} error={error} hint={t('branding.logoHint')} />
    </div>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCourierWord } from '../../lib/courier-word';

/**
 * Issue 15: whether the courier app proposes the destination of the last delivery to the same
 * phone number (on by default). Read from the business's own trips only, so off means nothing is
 * proposed, and deleting the trips forgets it.
 */
export function RememberDestinationsSetting({
  error,
  ...registration
}: UseFormRegisterReturn<'remember_destinations'> & { error?: string }) {
  const { t } = useTranslation();
  const { singular: courier } = useCourierWord();
  return (
    <>
      <label className="stack--4 setting-switch">
        <input
          type="checkbox"
          className="setting-switch__input"
          aria-describedby="remember-destinations-hint"
          aria-invalid={error ? true : undefined}
          {...registration}
        />
        <span className="setting-switch__track" aria-hidden="true">
          <span className="setting-switch__thumb" />
        </span>
        <span className="setting-switch__text">
          <span className="setting-switch__label">{t('business.rememberDestinations')}</span>
          <span className="setting-switch__hint" id="remember-destinations-hint">
            {t('business.rememberDestinationsHint', { courier })}
          </span>
        </span>
      </label>
      {error ? <p className="field__error">{error}</p> : null}
    </>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/titled-section';
import { useCourierWord } from '../../lib/courier-word';

/**
 * Issue 15: whether the customer's tracking page shows the courier's proof-of-delivery photo
 * once the delivery has ended. Off by default: the photo is then for the business's eyes only.
 */
export function DeliveryPhotoSetting({
  error,
  ...registration
}: UseFormRegisterReturn<'show_delivery_photo'> & { error?: string }) {
  const { t } = useTranslation();
  const { singular: courier } = useCourierWord();
  return (
    <TitledSection title={t('business.sectionProof')}>
      <label className="stack--4 setting-switch">
        <input
          type="checkbox"
          className="setting-switch__input"
          aria-describedby="delivery-photo-hint"
          aria-invalid={error ? true : undefined}
          data-testid="show-delivery-photo"
          {...registration}
        />
        <span className="setting-switch__track" aria-hidden="true">
          <span className="setting-switch__thumb" />
        </span>
        <span className="setting-switch__text">
          <span className="setting-switch__label">{t('business.showDeliveryPhoto')}</span>
          <span className="setting-switch__hint" id="delivery-photo-hint">
            {t('business.showDeliveryPhotoHint', { courier })}
          </span>
        </span>
      </label>
      {error ? <p className="field__error">{error}</p> : null}
    </TitledSection>
  );
}

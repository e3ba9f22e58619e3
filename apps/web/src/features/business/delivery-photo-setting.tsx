import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/titled-section';
import { useCourierWord } from '../../lib/courier-word';
import { SettingSwitch } from './setting-switch';

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
      <SettingSwitch
        label={t('business.showDeliveryPhoto')}
        hint={t('business.showDeliveryPhotoHint', { courier })}
        hintId="delivery-photo-hint"
        error={error}
        data-testid="show-delivery-photo"
        {...registration}
      />
    </TitledSection>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCourierWord } from '../../lib/courier-word';
import { SettingSwitch } from './setting-switch';

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
    <SettingSwitch
      label={t('business.rememberDestinations')}
      hint={t('business.rememberDestinationsHint', { courier })}
      hintId="remember-destinations-hint"
      error={error}
      {...registration}
    />
  );
}

import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/titled-section';
import { useCourierWord } from '../../lib/courier-word';
import { SettingSwitch } from './setting-switch';

/**
 * Issue 10: whether a courier may run several deliveries at once. Off (the default), the courier
 * app asks to end or keep an open delivery before starting another, and the server holds it.
 */
export function DeliveriesSetting({
  error,
  children,
  ...registration
}: UseFormRegisterReturn<'allow_several_trips'> & {
  error?: string;
  /** The section's other delivery settings (issue 15), each its own component. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { singular: courier } = useCourierWord();
  return (
    <TitledSection title={t('business.sectionDeliveries')}>
      <SettingSwitch
        label={t('business.severalTrips', { courier })}
        hint={t('business.severalTripsHint', { courier })}
        hintId="several-trips-hint"
        error={error}
        {...registration}
      />
      {children}
    </TitledSection>
  );
}

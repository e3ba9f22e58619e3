import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/titled-section';
import { useCourierWord } from '../../lib/courier-word';

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
      <label className="stack--4 setting-switch">
        <input
          type="checkbox"
          className="setting-switch__input"
          aria-describedby="several-trips-hint"
          aria-invalid={error ? true : undefined}
          {...registration}
        />
        <span className="setting-switch__track" aria-hidden="true">
          <span className="setting-switch__thumb" />
        </span>
        <span className="setting-switch__text">
          <span className="setting-switch__label">{t('business.severalTrips', { courier })}</span>
          <span className="setting-switch__hint" id="several-trips-hint">
            {t('business.severalTripsHint', { courier })}
          </span>
        </span>
      </label>
      {error ? <p className="field__error">{error}</p> : null}
      {children}
    </TitledSection>
  );
}

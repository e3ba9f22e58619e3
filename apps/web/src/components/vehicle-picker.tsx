import { VEHICLE_TYPES, type VehicleType } from '@rutaviva/domain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BicycleIcon, CheckIcon, MotorcycleIcon, TruckIcon } from './icons';

const ICONS: Record<VehicleType, typeof MotorcycleIcon> = {
  motorcycle: MotorcycleIcon,
  truck: TruckIcon,
  bicycle: BicycleIcon,
};

/** The three vehicle types (SPEC §1) as selectable cards; a radio group underneath. */
export function VehiclePicker({
  legend,
  error,
  ...registration
}: {
  legend: string;
  error?: string;
} & UseFormRegisterReturn) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset
      className={`field choice-group${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-cards">
        {VEHICLE_TYPES.map((vehicle) => {
          const Icon = ICONS[vehicle];
          return (
            <label key={vehicle} className="choice-card">
              <input type="radio" value={vehicle} className="choice-card__input" {...registration} />
              <span className="choice-card__check" aria-hidden="true">
                <CheckIcon size={14} />
              </span>
              <span className="icon-tile choice-card__icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              <span className="choice-card__title">{t(`vehicles.${vehicle}`)}</span>
              <span className="choice-card__hint">{t(`vehicles.${vehicle}Hint`)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
